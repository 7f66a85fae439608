export { Menu, type MenuItem, type MenuProps, type MenuTriggerProps } from './menu';
