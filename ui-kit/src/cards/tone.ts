/** The accent colour of a StatCard or an ActionCard, one of the tokens' `--rc-tone-*`. */
export type Tone = 'blue' | 'green' | 'purple' | 'orange' | 'red' | 'teal';
