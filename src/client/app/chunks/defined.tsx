// The chunk of every route that is not a hand-built screen: it brings the definitions, finds the
// route's screen (definedScreens.ts) and shows that screen's own chunk, so a collection, a
// document and the not-built page each load only what they use.
import LazyScreen from '../lazy/LazyScreen';
import { definedScreenFor } from '../definedScreens';

export default function DefinedScreen({ path }: { path: string }) {
  const entry = definedScreenFor(path);
  return <LazyScreen key={path} loader={entry.load} props={entry.props} />;
}
