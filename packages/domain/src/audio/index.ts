/** audio: see the README map "Where things live". */
export * from './analysis';
export * from './analysis-checks';
export * from './audio';
export * from './audio-duration';
export * from './audio-uploads';
export * from './duration';
export * from './side-tracks';
export * from './tracks';
export * from './volume';
export * from './with-tracks';
