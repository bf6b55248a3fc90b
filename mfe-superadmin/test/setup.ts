// react-router needs TextEncoder/TextDecoder, which jsdom leaves out.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });
