// Every style of the first load, in cascade order: Semantic UI, then the console's own. No web
// font of text: Latin text is drawn in Helvetica Neue or Arial and Chinese in the system's CJK
// font, as on every administrator's PC; Lato (Semantic's face, 46 KB a page) went so the login
// page stays within its 250 KB (BUDGETS.md, issue 16). The icon font is fetched when a screen
// shows its first icon; the login page draws its few as inline SVG (widgets/lineIcon).
import './semantic';
import './contrast.css';
import './app.css';
