export { decodeStartCursor, encodeStartCursor, type StartPosition } from './start-cursor.ts';
