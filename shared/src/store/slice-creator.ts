import type { StateCreator } from 'zustand/vanilla';
import type { AppState } from './app-store';

/** A slice sees (and may set) the whole store; this keeps each slice file's signature short. */
export type SliceCreator<Slice> = StateCreator<AppState, [], [], Slice>;
