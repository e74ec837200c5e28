import { fireEvent, render, screen } from '@testing-library/react';
import { FALLBACK_URLS, FallbackImage } from '../../../../src/client/widgets/image/FallbackImage';

// Under Jest the bundled images are stubbed; give the two fallbacks distinct urls so the test
// can tell them apart.
beforeAll(() => {
  FALLBACK_URLS.avatar = '/bundle/default-avatar.png';
  FALLBACK_URLS.placeholder = '/bundle/placeholder.png';
});

const img = () => screen.getByRole('img') as HTMLImageElement;

describe('FallbackImage', () => {
  it('shows the picture while it loads fine', () => {
    render(<FallbackImage src="/photos/1.jpg" alt="photo" />);
    expect(img().getAttribute('src')).toBe('/photos/1.jpg');
    expect(img()).not.toHaveAttribute('data-fallback');
  });

  it('falls back to the default avatar for a person', () => {
    render(<FallbackImage src="/photos/missing.jpg" fallback="avatar" alt="photo" />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/bundle/default-avatar.png');
    expect(img()).toHaveAttribute('data-fallback', 'avatar');
  });

  it('falls back to the rectangle placeholder by default', () => {
    render(<FallbackImage src="/broken.png" alt="picture" />);
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/bundle/placeholder.png');
  });

  it('never loops when the fallback fails too', () => {
    const onError = jest.fn();
    render(<FallbackImage src="/broken.png" fallback="avatar" alt="x" onError={onError} />);
    fireEvent.error(img());
    fireEvent.error(img());
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/bundle/default-avatar.png');
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('shows the fallback at once for an empty src', () => {
    render(<FallbackImage src="" fallback="avatar" alt="x" />);
    expect(img().getAttribute('src')).toBe('/bundle/default-avatar.png');
  });

  it('gives a new src a fresh chance', () => {
    const { rerender } = render(<FallbackImage src="/a.png" alt="x" />);
    fireEvent.error(img());
    rerender(<FallbackImage src="/b.png" alt="x" />);
    expect(img().getAttribute('src')).toBe('/b.png');
  });

  it('passes other attributes through', () => {
    render(<FallbackImage src="/a.png" alt="x" width={40} className="avatar" />);
    expect(img()).toHaveAttribute('width', '40');
    expect(img()).toHaveClass('avatar');
  });
});
