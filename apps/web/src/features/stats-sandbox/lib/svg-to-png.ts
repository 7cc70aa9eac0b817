/**
 * "Export PNG": the chart's SVG drawn onto a canvas and downloaded. The SVG carries its colours as
 * attributes, so the serialised copy looks as the page does; a background is painted first (the
 * page's dark one), since a PNG of a transparent chart would lose its light text on a white viewer.
 */
import { downloadBlob } from '../../../lib/download-blob';
const PIXEL_RATIO = 2;

export async function downloadSvgAsPng(
  svg: SVGSVGElement,
  fileName: string,
  background: string,
): Promise<void> {
  const { width, height } = svg.viewBox.baseVal;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const text = new XMLSerializer().serializeToString(copy);
  // A data: URL, not a blob: one: the Content-Security-Policy allows images from 'self' and data:.
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The chart could not be drawn as an image'));
    image.src = url;
  });
  const canvas = document.createElement('canvas');
  canvas.width = width * PIXEL_RATIO;
  canvas.height = height * PIXEL_RATIO;
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw images');
  context.fillStyle = background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made'))),
      'image/png',
    ),
  );
  downloadBlob(png, fileName);
}
