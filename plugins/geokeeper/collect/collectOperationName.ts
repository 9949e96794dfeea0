/** The operation answering the collection page's programs and forms (server: collectChoices.ts). */
export const COLLECT_CHOICES_OPERATION = 'act/geokeeper.collectChoices';
