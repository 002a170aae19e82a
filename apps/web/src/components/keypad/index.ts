export { Keypad, type KeypadProps } from './Keypad';
export { KeypadModal, type KeypadModalProps } from './KeypadModal';
export { bottomRow, keyOfKeyboard, pressKey, sideKeys, type KeypadEntry, type PadKey } from './keypad-keys';
