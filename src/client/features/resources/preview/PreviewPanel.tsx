// A collection's live preview of its listed rows (ResourceDef.preview), shown above its list.
// A container: it selects the preview and dispatches its events; on screen it starts the
// preview's clock and stops it when it leaves.
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import type { ResourceDef } from '../../../../shared/resources';
import * as extras from '../extrasSlice';
import SlidesCarousel from './SlidesCarousel';
import { selectSlidesPreview } from './slidesPreview';

function SlidesCarouselPanel({ def }: { def: ResourceDef }) {
  const key = def.key;
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectSlidesPreview(key));
  const options = def.fields.find((f) => f.name === 'placement')?.options;
  const placements = options?.kind === 'static' ? options.items.map((i) => ({ value: String(i.value), label: i.label })) : [];

  useEffect(() => {
    dispatch(extras.previewShown({ key }));
    return () => {
      dispatch(extras.previewHidden({ key }));
    };
  }, [dispatch, key]);

  return (
    <SlidesCarousel
      preview={preview}
      placements={placements}
      onPlacement={(placement) => dispatch(extras.previewPlacementChosen({ key, placement }))}
      onStep={(by) => dispatch(extras.previewStepped({ key, by }))}
      onDot={(index) => dispatch(extras.previewDotClicked({ key, index }))}
    />
  );
}

export default function PreviewPanel({ def }: { def: ResourceDef }) {
  switch (def.preview) {
    case 'slidesCarousel':
      return <SlidesCarouselPanel def={def} />;
    default:
      return null;
  }
}
