// The top of both home pages: title, a line of introduction, who is signed in, and counts.
import { Header, Label, Segment } from 'semantic-ui-react';

export interface HomeHeaderProps {
  title: string;
  intro: string;
  who: string;
  counts: string[];
}

export default function HomeHeader({ title, intro, who, counts }: HomeHeaderProps) {
  return (
    <Segment basic className="home-header">
      <Header as="h1">
        {title}
        <Header.Subheader>{intro}</Header.Subheader>
      </Header>
      <div className="home-facts">
        <Label basic icon="user" content={who} />
        {counts.map((c) => (
          <Label key={c} basic color="blue" content={c} />
        ))}
      </div>
    </Segment>
  );
}
