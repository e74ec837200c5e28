// Lato, the face Semantic UI is drawn for, bundled (latin subset) instead of fetched from
// Google: schools run the console on closed networks. Chinese text falls to system fonts.
import '@fontsource/lato/latin-400.css';
import '@fontsource/lato/latin-400-italic.css';
import '@fontsource/lato/latin-700.css';
import '@fontsource/lato/latin-700-italic.css';
