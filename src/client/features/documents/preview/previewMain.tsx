// The preview page's start (preview.html): the console's styles and the page, listening to its
// parent (the document screen) through the frame bridge.
import { createRoot } from 'react-dom/client';
import '../../../styles';
import { createFrameBridge } from '../../../frame/frameBridge';
import PreviewPage from './PreviewPage';

// the preview scrolls inside its frame and may hold nothing focusable: the page itself takes the
// keyboard's focus, so a keyboard can scroll it
document.body.tabIndex = 0;
const bridge = createFrameBridge();
createRoot(document.getElementById('preview-root')!).render(<PreviewPage bridge={bridge} />);
