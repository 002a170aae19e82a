export { AreaFrame, type AreaFrameProps, type AreaTab } from './AreaFrame';
