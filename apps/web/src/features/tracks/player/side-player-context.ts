import { createContext, useContext } from 'react';
import type { SidePlayback } from './side-playback';

/**
 * The side's player, for its tracks' waveforms: each binds to its track's media element and
 * a click on it seeks the side there.
 */
export const SidePlayerContext = createContext<SidePlayback | null>(null);

export const useSidePlayer = () => useContext(SidePlayerContext);
