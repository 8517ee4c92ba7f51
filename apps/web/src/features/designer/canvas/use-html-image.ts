import { useEffect, useState } from 'react';

/** The picture at `url` once the browser has it (Konva draws an image element). */
export function useHtmlImage(url: string | undefined): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    if (!url) return;
    const element = new window.Image();
    const loaded = () => setImage(element);
    element.addEventListener('load', loaded);
    element.src = url;
    return () => element.removeEventListener('load', loaded);
  }, [url]);
  return url ? image : undefined;
}
