// Nicknames for simulated players: what you would see on an Argentine CS 1.6 server.
export const PLAYER_NAMES = [
  'Tincho', 'ElTano', 'Chango_Cba', 'MateAmargo', 'Fer|AWP', 'Lucho', 'Nahue', 'Gauchito', 'ElPelado',
  'Juancito', 'Kuni', 'Rulo', 'Facu_HS', 'Pibe10', 'Santi', 'Nico.arg', 'Mauri', 'ElRusito', 'Colo',
  'Pato', 'Guille', 'Maxi-Z', 'Lautaro', 'Bauti', 'Rama', 'Toti', 'Chino', 'Flaco', 'Negro_Mdq',
  'Cachorro', 'Tucu', 'Pipa', 'Polaco', 'Vasco', 'Gringo', 'Tano_Rsr', 'Mono', 'Pela', 'Dieguito',
  'Turco', 'Enzo', 'Fede', 'Agus', 'Brunito', 'Dami', 'Lean', 'Gonza', 'Ale.cs', 'Cris', 'Emi',
  'Ramiro', 'Mati', 'Juani', 'Tomi', 'Valen', 'Joaco', 'Thiago', 'Benja', 'Ciro', 'Gaston', 'Hernan',
  'Pablito', 'Ezequiel', 'Kevin', 'Jony', 'Uriel', 'Dylan', 'Alexis', 'Braian', 'Maicol', 'Franco',
] as const;
