/** The audio module's one door (decision 018). */
export { createAudioModule, type AudioModuleService as AudioService } from './audio.module';
export { requireSideLimit } from './side-limit';
