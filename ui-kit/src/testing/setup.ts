// The one setup file of every browser-side (jsdom) jest project: jest-dom's matchers, and the globals
// react-router reads that jsdom leaves out.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
