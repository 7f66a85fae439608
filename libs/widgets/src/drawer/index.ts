export { Drawer, type DrawerProps, type DrawerSide } from './drawer';
