// The information panels beside the sensitive-words list: the dealing mechanisms, each with its
// description, from the mechanisms lookup.
export const shieldWordsInfoPanels = [{ lookup: 'mechanisms', title: 'shieldWord.mechanismInfo', nameKey: 'name', descriptionKey: 'description' }];
