// The preview page's start (preview.html): the console's styles and the page, listening to its
// parent (the document screen) through the frame bridge.
import { createRoot } from 'react-dom/client';
import '../../../styles';
import { createFrameBridge } from '../../../frame/frameBridge';
import PreviewPage from './PreviewPage';

const bridge = createFrameBridge();
createRoot(document.getElementById('preview-root')!).render(<PreviewPage bridge={bridge} />);
