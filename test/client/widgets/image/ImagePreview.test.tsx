import { fireEvent, screen } from '@testing-library/react';
import { ImagePreview } from '../../../../src/client/widgets/image/ImagePreview';
import { clampIndex, zoomIn, zoomOut, ZOOM_MAX, ZOOM_MIN } from '../../../../src/client/widgets/image/previewMath';
import { renderWithStore } from '../renderWithStore';

const URLS = ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg'];
const shown = () => screen.getByTestId('image-preview-image').getAttribute('src');
const counter = () => screen.getByTestId('image-preview-counter').textContent;

describe('ImagePreview', () => {
  it('goes next and previous through the list, disabling at the ends', () => {
    renderWithStore(<ImagePreview open urls={URLS} onClose={jest.fn()} />);
    expect(shown()).toBe('/p/1.jpg');
    expect(counter()).toBe('1 / 3');
    expect(screen.getByTestId('image-preview-previous')).toBeDisabled();

    fireEvent.click(screen.getByTestId('image-preview-next'));
    expect(shown()).toBe('/p/2.jpg');
    fireEvent.click(screen.getByTestId('image-preview-next'));
    expect(shown()).toBe('/p/3.jpg');
    expect(counter()).toBe('3 / 3');
    expect(screen.getByTestId('image-preview-next')).toBeDisabled();

    fireEvent.click(screen.getByTestId('image-preview-previous'));
    expect(shown()).toBe('/p/2.jpg');
  });

  it('starts at the given picture', () => {
    renderWithStore(<ImagePreview open urls={URLS} startIndex={2} onClose={jest.fn()} />);
    expect(shown()).toBe('/p/3.jpg');
  });

  it('zooms in and out, and each new picture starts at 100 %', () => {
    renderWithStore(<ImagePreview open urls={URLS} onClose={jest.fn()} />);
    const zoom = () => screen.getByTestId('image-preview-zoom').textContent;
    fireEvent.click(screen.getByTestId('image-preview-zoom-in'));
    fireEvent.click(screen.getByTestId('image-preview-zoom-in'));
    expect(zoom()).toBe('150%');
    expect(screen.getByTestId('image-preview-image').style.transform).toBe('scale(1.5)');
    fireEvent.click(screen.getByTestId('image-preview-zoom-out'));
    expect(zoom()).toBe('125%');
    fireEvent.click(screen.getByTestId('image-preview-zoom-reset'));
    expect(zoom()).toBe('100%');
    fireEvent.click(screen.getByTestId('image-preview-zoom-in'));
    fireEvent.click(screen.getByTestId('image-preview-next'));
    expect(zoom()).toBe('100%');
  });

  it('shows "no data" for an empty list', () => {
    renderWithStore(<ImagePreview open urls={[]} onClose={jest.fn()} />);
    expect(screen.getByTestId('image-preview-empty')).toHaveTextContent('暂无数据');
    expect(counter()).toBe('0 / 0');
  });

  it('closes through its close icon', () => {
    const onClose = jest.fn();
    renderWithStore(<ImagePreview open urls={URLS} onClose={onClose} />);
    fireEvent.click(document.querySelector('.close.icon')!);
    expect(onClose).toHaveBeenCalled();
  });

  it('starts afresh when opened again', () => {
    const { rerenderWithStore } = renderWithStore(<ImagePreview open urls={URLS} onClose={jest.fn()} />);
    fireEvent.click(screen.getByTestId('image-preview-next'));
    rerenderWithStore(<ImagePreview open={false} urls={URLS} onClose={jest.fn()} />);
    rerenderWithStore(<ImagePreview open urls={URLS} onClose={jest.fn()} />);
    expect(shown()).toBe('/p/1.jpg');
  });
});

describe('preview arithmetic', () => {
  it('zoom stays within its bounds', () => {
    expect(zoomIn(ZOOM_MAX)).toBe(ZOOM_MAX);
    expect(zoomOut(ZOOM_MIN)).toBe(ZOOM_MIN);
    expect(zoomIn(1)).toBe(1.25);
  });
  it('a start index outside the list becomes 0', () => {
    expect(clampIndex(5, 3)).toBe(0);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(1.5, 3)).toBe(0);
    expect(clampIndex(2, 3)).toBe(2);
    expect(clampIndex(0, 0)).toBe(0);
  });
});
