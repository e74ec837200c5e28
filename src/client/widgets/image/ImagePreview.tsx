// The image preview dialog of document 000 §2: a list of pictures with previous / next, a zoom
// and a "n / total" counter. Pictures that fail show the rectangle placeholder. Which picture
// is shown and its zoom are the view's own passing state; each opening starts afresh.
import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../shared/domain/ui';
import { useT } from '../../i18n';
import { ModalDialog } from '../dialog/ModalDialog';
import { FallbackImage } from './FallbackImage';
import { clampIndex, zoomIn, zoomOut, ZOOM_MAX, ZOOM_MIN } from './previewMath';

export interface ImagePreviewProps {
  open: boolean;
  urls: string[];
  /** which picture to show first; default 0 */
  startIndex?: number;
  /** already translated; default "image preview" */
  title?: string;
  /** px; default 940 */
  width?: number;
  onClose: () => void;
}

export function ImagePreview({ open, urls, startIndex = 0, title, width = DIALOG_WIDTH.TABLE_WIDE, onClose }: ImagePreviewProps) {
  const t = useT();
  const [index, setIndex] = useState(() => clampIndex(startIndex, urls.length));
  const [zoom, setZoom] = useState(1);
  // each opening (or a new list while open) starts afresh: adjusted while rendering, as React
  // advises for state that follows props
  const opening = `${open}/${startIndex}/${urls.length}`;
  const [lastOpening, setLastOpening] = useState(opening);
  if (opening !== lastOpening) {
    setLastOpening(opening);
    if (open) {
      setIndex(clampIndex(startIndex, urls.length));
      setZoom(1);
    }
  }

  const count = urls.length;
  const go = (to: number) => {
    setIndex(to);
    setZoom(1);
  };

  return (
    <ModalDialog
      open={open}
      closeOnDimmerClick
      onClose={onClose}
      style={{ width }}
      className="image-preview"
      data-testid="image-preview"
      title={title ?? t('widget.imagePreview.title')}
    >
      <Modal.Content style={{ textAlign: 'center', overflow: 'auto', maxHeight: '70vh' }}>
        {count === 0 ? (
          <p data-testid="image-preview-empty">{t('common.noData')}</p>
        ) : (
          <FallbackImage
            src={urls[index]}
            fallback="placeholder"
            alt={`${index + 1} / ${count}`}
            data-testid="image-preview-image"
            style={{ maxWidth: '100%', transform: `scale(${zoom})`, transformOrigin: 'center top', transition: 'transform 0.15s' }}
          />
        )}
      </Modal.Content>
      <Modal.Actions style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Button
          icon="chevron left"
          title={t('widget.imagePreview.previous')}
          aria-label={t('widget.imagePreview.previous')}
          disabled={index <= 0}
          onClick={() => go(index - 1)}
          data-testid="image-preview-previous"
        />
        <span data-testid="image-preview-counter">{count === 0 ? '0 / 0' : `${index + 1} / ${count}`}</span>
        <Button
          icon="chevron right"
          title={t('widget.imagePreview.next')}
          aria-label={t('widget.imagePreview.next')}
          disabled={index >= count - 1}
          onClick={() => go(index + 1)}
          data-testid="image-preview-next"
        />
        <span style={{ flex: 1 }} />
        <Button
          icon="zoom-out"
          title={t('widget.imagePreview.zoomOut')}
          aria-label={t('widget.imagePreview.zoomOut')}
          disabled={zoom <= ZOOM_MIN || count === 0}
          onClick={() => setZoom(zoomOut)}
          data-testid="image-preview-zoom-out"
        />
        <span data-testid="image-preview-zoom">{Math.round(zoom * 100)}%</span>
        <Button
          icon="zoom-in"
          title={t('widget.imagePreview.zoomIn')}
          aria-label={t('widget.imagePreview.zoomIn')}
          disabled={zoom >= ZOOM_MAX || count === 0}
          onClick={() => setZoom(zoomIn)}
          data-testid="image-preview-zoom-in"
        />
        <Button content={t('widget.imagePreview.actualSize')} disabled={zoom === 1} onClick={() => setZoom(1)} data-testid="image-preview-zoom-reset" />
      </Modal.Actions>
    </ModalDialog>
  );
}
