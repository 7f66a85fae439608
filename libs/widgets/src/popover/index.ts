export { Popover, type PopoverProps, type PopoverTriggerProps } from './popover';
export { place, type Placement, type PlaceOptions, type Rect } from '../overlay/position';
