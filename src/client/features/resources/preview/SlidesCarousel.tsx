// The slides' carousel preview in a phone-sized frame: the slide shown (its picture, its title
// and its window's state), previous / next buttons and a dot per slide, a placement chooser, and
// how many expired slides it leaves out. Dumb: the preview in, choices out; the auto-advance is
// the saga's clock (extrasSaga.ts tickPreview).
import { Button, Dropdown, Label } from 'semantic-ui-react';
import { useT } from '../../../i18n';
import type { PreviewSlide, SlidesPreview } from './slidesPreview';
import './preview.css';

export interface SlidesCarouselProps {
  preview: SlidesPreview;
  placements: { value: string; label: string }[];
  onPlacement: (placement: string) => void;
  onStep: (by: 1 | -1) => void;
  onDot: (index: number) => void;
}

const STATE_COLOURS = { now: 'green', scheduled: 'blue', expired: 'grey' } as const;

function Slide({ slide }: { slide: PreviewSlide }) {
  const t = useT();
  return (
    <div className="slides-carousel-slide" data-testid={`carousel-slide-${slide.id}`}>
      {slide.imageUrl ? <img src={slide.imageUrl} alt={slide.title} /> : <div className="slides-carousel-blank" />}
      <div className="slides-carousel-caption">{slide.title}</div>
      <Label
        size="mini"
        color={STATE_COLOURS[slide.state]}
        className="slides-carousel-state"
        data-testid="carousel-state"
        content={t(`slide.preview.state.${slide.state}`)}
      />
    </div>
  );
}

export default function SlidesCarousel({ preview, placements, onPlacement, onStep, onDot }: SlidesCarouselProps) {
  const t = useT();
  const { slides, index } = preview;
  const shown = slides[index];
  return (
    <section className="slides-carousel" data-testid="slides-carousel" aria-label={t('slide.preview.title')}>
      <div className="slides-carousel-head">
        <strong>{t('slide.preview.title')}</strong>
        <Dropdown
          selection
          compact
          aria-label={t('slide.preview.placement')}
          data-testid="carousel-placement"
          value={preview.placement}
          options={placements.map((p) => ({ key: p.value, value: p.value, text: t(p.label) }))}
          onChange={(_e, data) => onPlacement(String(data.value))}
        />
      </div>
      <div className="slides-carousel-phone">
        {shown ? (
          <Slide slide={shown} />
        ) : (
          <div className="slides-carousel-empty" data-testid="carousel-empty">
            {t('slide.preview.empty')}
          </div>
        )}
        {slides.length > 1 && (
          <>
            <Button
              circular
              icon="chevron left"
              size="mini"
              className="slides-carousel-prev"
              aria-label={t('slide.preview.previous')}
              data-testid="carousel-prev"
              onClick={() => onStep(-1)}
            />
            <Button
              circular
              icon="chevron right"
              size="mini"
              className="slides-carousel-next"
              aria-label={t('slide.preview.next')}
              data-testid="carousel-next"
              onClick={() => onStep(1)}
            />
            <div className="slides-carousel-dots">
              {slides.map((s, i) => (
                <button
                  key={s.id}
                  type="button"
                  className={i === index ? 'active' : ''}
                  aria-label={t('slide.preview.dot', { n: i + 1 })}
                  aria-current={i === index}
                  data-testid={`carousel-dot-${i}`}
                  onClick={() => onDot(i)}
                />
              ))}
            </div>
          </>
        )}
      </div>
      {preview.expired > 0 && (
        <p className="slides-carousel-note" data-testid="carousel-expired">
          {t('slide.preview.expiredHidden', { count: preview.expired })}
        </p>
      )}
      <p className="slides-carousel-note">{t('slide.preview.pageNote')}</p>
    </section>
  );
}
