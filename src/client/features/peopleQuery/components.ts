// The query controls' view for the people screens: the bar of advanced search, field display and
// data order buttons with their dialogs (the slice and saga import ./index.ts, never this).
export { PeopleQueryBar } from './PeopleQueryBar';
