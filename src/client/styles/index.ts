// Every style of the first load, in cascade order: fonts, Semantic UI, then the console's own.
import './fonts';
import './semantic';
import './app.css';
