import type { Locale } from '../../i18n/messages';

/** Titles of the designer's image errors in the customer's language. */
export const designImageMessages: Record<string, Record<Locale, string>> = {
  not_an_image: {
    en: 'Only JPEG, PNG and TIFF images can be used: this file is not one',
    it: 'Si possono usare solo immagini JPEG, PNG e TIFF: questo file non lo è',
  },
  image_too_many_pixels: {
    en: 'This image has {{found}} megapixels, more than the {{limit}} we take: make it smaller',
    it: 'Questa immagine ha {{found}} megapixel, più dei {{limit}} che accettiamo: riducila',
  },
  image_damaged: {
    en: 'This image is damaged: export it again',
    it: 'Questa immagine è danneggiata: esportala di nuovo',
  },
  design_image_in_use: {
    en: 'A design uses this image: remove it from the design first',
    it: 'Un progetto usa questa immagine: toglila prima dal progetto',
  },
};
