// Demo e-ID cards: each identity's card published a week ago; students, graduates and staff have
// it on, new students get it once enrolled (a later draft turns it on), other users do not.
import type { DocumentDemo, DocumentDemoSave } from '../types';

const CARDS: Record<string, Record<string, unknown>> = {
  NEW_STUDENT: { cardTitle: '新生电子证', shownFields: ['name', 'identifier', 'unitName', 'className'], themeColor: '#c0392b', refreshSeconds: 60 },
  STUDENT: { enabled: true, cardTitle: '电子学生证', shownFields: ['name', 'identifier', 'unitName', 'className', 'validUntil'], themeColor: '#1f5fa8' },
  GRADUATE_STUDENT: { enabled: true, cardTitle: '研究生电子证', shownFields: ['name', 'identifier', 'unitName', 'grade', 'validUntil'], themeColor: '#6c3483' },
  TEACHER: { enabled: true, cardTitle: '电子工作证', shownFields: ['name', 'gender', 'identifier', 'unitName'], themeColor: '#1f7a5c', refreshSeconds: 60 },
  OTHER: { cardTitle: '访客电子证', shownFields: ['name', 'unitName'], showPhoto: false, themeColor: '#7f8c8d' },
};

const demo: DocumentDemo = (tenant, _nowMs, identity) => {
  const card = CARDS[identity ?? 'STUDENT'] ?? CARDS.STUDENT;
  const saves: DocumentDemoSave[] = [{ content: { ...card, validityText: `${tenant.name}在校期间有效` }, publish: true, daysAgo: 7 }];
  if (identity === 'NEW_STUDENT') {
    saves.push({ content: { ...card, enabled: true, validityText: '报到注册后生效' }, publish: false, daysAgo: 1 });
  }
  return saves;
};
export default demo;
