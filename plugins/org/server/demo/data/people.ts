/** Given names and surnames demo contacts are drawn from (a Canadian mix, Indigenous names included). */
export const FIRST_NAMES: readonly string[] = [
  'Amélie', 'Andrew', 'Angela', 'Benoît', 'Brenda', 'Carla', 'Chantal', 'Colin', 'Darlene', 'Dene',
  'Elijah', 'Émile', 'Faith', 'François', 'Gabriel', 'Geneviève', 'Gordon', 'Harvey', 'Isabelle', 'Jacob',
  'Janelle', 'Jasmine', 'Joseph', 'Kateri', 'Kevin', 'Laura', 'Leona', 'Louis', 'Marc-André', 'Mark',
  'Megan', 'Michelle', 'Morgan', 'Nathalie', 'Noah', 'Olivia', 'Patrick', 'Raymond', 'Rebecca', 'Robert',
  'Rosalie', 'Samuel', 'Sandra', 'Sarah', 'Simon', 'Tanya', 'Theresa', 'Thomas', 'Vanessa', 'Wesley',
];

export const MIDDLE_NAMES: readonly string[] = ['Ann', 'Marie', 'James', 'Lee', 'Rose', 'John', 'Claire', 'Joseph'];

export const LAST_NAMES: readonly string[] = [
  'Ahenakew', 'Anderson', 'Bear', 'Beaulieu', 'Bellegarde', 'Bouchard', 'Campbell', 'Cardinal', 'Chen', 'Côté',
  'Crowchild', 'Desjarlais', 'Dumont', 'Fiddler', 'Fraser', 'Gagnon', 'Gladue', 'Grandbois', 'Harper', 'Iron',
  'Johnson', 'Kakegamic', 'Laboucan', 'Lavallée', 'Lee', 'MacDonald', 'Manitowabi', 'McKay', 'Meeches', 'Moosomin',
  'Morin', 'Nanibush', 'Nguyen', 'Ouellette', 'Paul', 'Pelletier', 'Roy', 'Sampson', 'Singh', 'Sinclair',
  'Starblanket', 'Stewart', 'Swampy', 'Thompson', 'Tootoosis', 'Tremblay', 'Wabasse', 'Wilson', 'Wolfe', 'Yellowhorn',
];

/** Contacts that belong to no organization (an elder, a land user, a trapline holder). */
export const INDEPENDENT_CONTACTS: readonly { firstName: string; lastName: string; areaCode: string }[] = [
  { firstName: 'Walter', lastName: 'Sky', areaCode: '250' },
  { firstName: 'Marguerite', lastName: 'Lafond', areaCode: '306' },
];
