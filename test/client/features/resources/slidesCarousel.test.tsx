// The slides' carousel preview (/slideshowConfig): the selector keeps the enabled slides of the
// chosen placement in their dragged order and hides the expired ones; the clock advances it (and
// wraps), a step or a dot moves it; the view shows the slide, its state, dots and buttons.
import { combineReducers, UnknownAction } from '@reduxjs/toolkit';
import { fireEvent, screen } from '@testing-library/react';
import { expectSaga } from '../../sagaClock';
import '../../../../src/shared/i18n';
import type { ResourceRow } from '../../../../src/shared/resources';
import resources, * as ev from '../../../../src/client/features/resources/resourcesSlice';
import resourceExtras, * as ex from '../../../../src/client/features/resources/extrasSlice';
import { tickPreview } from '../../../../src/client/features/resources/extrasSaga';
import SlidesCarousel from '../../../../src/client/features/resources/preview/SlidesCarousel';
import { selectSlidesPreview, SlidesPreview } from '../../../../src/client/features/resources/preview/slidesPreview';
import { renderWithStore } from '../../widgets/renderWithStore';

const reducer = combineReducers({ resources, resourceExtras });
type State = ReturnType<typeof reducer>;
const stateAfter = (...actions: UnknownAction[]): State => actions.reduce(reducer, reducer(undefined, { type: '@@init' }));

const KEY = 'slides';
const NOW = '2026-09-01 10:00:00';
const slide = (id: number, title: string, sort: number, extra: Partial<ResourceRow> = {}): ResourceRow => ({
  id,
  title,
  sort,
  image: `f_${String(id).padStart(32, '0')}`,
  linkUrl: null,
  placement: 'homeTop',
  startsAt: '2026-08-01 08:00:00',
  endsAt: null,
  enabled: true,
  createdAt: '',
  updatedAt: '',
  ...extra,
});
const ROWS = [
  slide(1, '第三张', 30),
  slide(2, '第一张', 10),
  slide(3, '已过期', 5, { endsAt: '2026-08-31 23:59:59' }),
  slide(4, '第二张', 20, { startsAt: '2026-09-05 08:00:00' }),
  slide(5, '已停用', 1, { enabled: false }),
  slide(6, '服务大厅', 1, { placement: 'serviceHall' }),
];
const shown = (...more: UnknownAction[]) =>
  selectSlidesPreview(KEY)(
    stateAfter(
      ev.screenOpened({ key: KEY }),
      ev.listLoaded({ key: KEY, rows: ROWS, total: ROWS.length }),
      ex.previewClockRead({ key: KEY, now: NOW }),
      ...more,
    ),
  );

describe('the carousel preview', () => {
  it('shows the enabled slides of the placement in order, the expired hidden and counted', () => {
    const p = shown();
    expect(p.placement).toBe('homeTop');
    expect(p.slides.map((s) => [s.title, s.state])).toEqual([
      ['第一张', 'now'],
      ['第二张', 'scheduled'],
      ['第三张', 'now'],
    ]);
    expect(p.expired).toBe(1);
    expect(p.slides[0].imageUrl).toBe(`/api/blade-platform/file/view/f_${'2'.padStart(32, '0')}`);
    expect(shown(ex.previewPlacementChosen({ key: KEY, placement: 'serviceHall' })).slides.map((s) => s.title)).toEqual(['服务大厅']);
  });

  it('advances with the clock and wraps; a step back from the first shows the last; a dot picks one', () => {
    const tick = ex.previewTicked({ key: KEY, now: NOW });
    expect(shown(tick).index).toBe(1);
    expect(shown(tick, tick, tick).index).toBe(0);
    expect(shown(ex.previewStepped({ key: KEY, by: -1 })).index).toBe(2);
    expect(shown(ex.previewDotClicked({ key: KEY, index: 2 })).index).toBe(2);
    // a slide whose window closes leaves at the next tick
    expect(shown(ex.previewTicked({ key: KEY, now: '2026-09-10 09:00:00' })).expired).toBe(1);
  });

  it('ticks every few seconds while shown, and stops when hidden', async () => {
    let races = 0;
    const { storeState } = await expectSaga(tickPreview, ex.previewShown({ key: KEY }))
      .withReducer(reducer, stateAfter(ev.screenOpened({ key: KEY })))
      .provide({ race: () => (++races < 3 ? { tick: true } : { hidden: ex.previewHidden({ key: KEY }) }) })
      .put.like({ action: { type: ex.previewClockRead.type } })
      .put.like({ action: { type: ex.previewTicked.type, payload: { key: KEY } } })
      .run();
    expect(races).toBe(3);
    const preview = (storeState as State).resourceExtras.byKey[KEY].preview;
    expect(preview.index).toBe(2);
    expect(preview.now).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('draws the slide shown with its state, and sends steps and dots', () => {
    const preview: SlidesPreview = shown(ex.previewTicked({ key: KEY, now: NOW }));
    const onStep = jest.fn();
    const onDot = jest.fn();
    renderWithStore(
      <SlidesCarousel
        preview={preview}
        placements={[{ value: 'homeTop', label: 'slide.placement.homeTop' }]}
        onPlacement={jest.fn()}
        onStep={onStep}
        onDot={onDot}
      />,
    );
    expect(screen.getByTestId('carousel-slide-4')).toHaveTextContent('第二张');
    expect(screen.getByTestId('carousel-state')).toHaveTextContent('待开始');
    expect(screen.getByTestId('carousel-expired')).toHaveTextContent('另有 1 张已过期');
    expect(screen.getByTestId('carousel-dot-1')).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByTestId('carousel-next'));
    fireEvent.click(screen.getByTestId('carousel-prev'));
    fireEvent.click(screen.getByTestId('carousel-dot-2'));
    expect(onStep.mock.calls).toEqual([[1], [-1]]);
    expect(onDot).toHaveBeenCalledWith(2);
  });
});
