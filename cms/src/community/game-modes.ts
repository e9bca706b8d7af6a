// Guides and rules of the game modes. The seed stores each server's guide and rules (general rules plus its
// mode's) as markdown in its mod_guide and rules fields, and the rules once more as the community's rule book
// (`/comunidad/reglamentos`, one rule per entry so each has its number and anchor); editors change both
// afterwards in the admin panel.

export type ModeRules = { title: string; rules: readonly string[] };

const modeRules = (title: string, rules: readonly string[]): ModeRules => ({ title, rules });

export const GENERAL_RULES = modeRules('Reglas generales', [
  '**Respeto ante todo**: nada de insultos, racismo ni discriminación en el chat de texto o de voz.',
  '**Prohibido el uso de cheats** (wallhack, aimbot, speedhack, scripts de bunny hop). Se banea sin aviso.',
  '**No abuses de bugs del mapa** para quedar fuera de alcance o ver a través de paredes.',
  '**Nada de spam** de micrófono, binds ni publicidad de otras comunidades.',
  '**Hacé caso a los admins**: si no estás de acuerdo con una sanción, apelala en el foro con tu Steam ID.',
]);

export const CLASSIC_RULES = modeRules('Reglas del modo Clásico', [
  'Prohibido el **ghosting**: estando muerto no se pasa información por voz ni por chat.',
  'No se bloquea a compañeros en pasillos ni puertas, y no se lanzan flashes al propio equipo a propósito.',
  'En los servidores 5 contra 5 se juega para el equipo: nada de quedarse AFK en la base ni de *camping* en el spawn.',
  'Los mix y partidos programados tienen prioridad: si un admin anuncia un mix, liberá el lugar cuando te lo pidan.',
]);

export type SpecialMode = {
  guide: string;
  rules: ModeRules;
};

// A server's rules tab: the general rules, numbered, then its mode's own (markdown, as editors write it).
export function serverRulesMarkdown(mode: ModeRules | null): string {
  const general = `## ${GENERAL_RULES.title}\n\n${GENERAL_RULES.rules.map((rule, index) => `${index + 1}. ${rule}`).join('\n')}\n`;
  if (!mode) return general;
  return `${general}\n## ${mode.title}\n\n${mode.rules.map((rule) => `- ${rule}`).join('\n')}\n`;
}

export const SPECIAL_MODES: Record<string, SpecialMode> = {
  Zombie: {
    guide: `# Guía de Zombie Plague

Al empezar la ronda, uno o más jugadores se convierten en **zombies**. Los humanos tienen que sobrevivir
hasta que termine el tiempo; los zombies, infectar a todos.

## Humanos
- Comprá armas con **M** o el menú del servidor: la **M249** y la **escopeta XM1014** frenan a los zombies.
- Buscá un **camp** alto y cubrite con tu equipo: solo nunca durás.
- Las granadas de fuego queman y las de hielo congelan por unos segundos.

## Zombies
- Los **zombies clásicos** son equilibrados; el **rápido** corre más pero tiene menos vida.
- Saltá y cambiá de dirección para esquivar balas.

## Puntos y nivel
Cada infección o zombie matado da **ammo packs**, que se canjean por items extra en el menú (\`/items\`).
`,
    rules: modeRules('Reglas del modo Zombie', [
      'Prohibido **bloquear** a compañeros humanos en la escalera o puertas.',
      'No se permite hacer *camp* fuera del mapa ni en lugares inaccesibles para los zombies.',
      'Los admins pueden mover a espectador a quien esté AFK más de 60 segundos.',
    ]),
  },
  'Zombie Escape': {
    guide: `# Guía de Zombie Escape

Los humanos tienen que **escapar** siguiendo el recorrido del mapa hasta el punto de rescate, mientras
los zombies los persiguen.

- Seguí al grupo y **defendé las puertas**: se abren por tiempo y hay que aguantar.
- Los **ítems del mapa** (escudos, lanzallamas, curación) los usa quien los agarra primero: no los
  desperdicies.
- Si te infectan, ayudá a los zombies a cortar camino por los atajos del mapa.
`,
    rules: modeRules('Reglas de Zombie Escape', [
      'Prohibido **trollear** usando ítems del mapa en contra de tu equipo.',
      'No se puede matar a compañeros bloqueando el ascensor o el barco de rescate.',
      'Escribí `!líder` para saber quién guía la ronda y seguí sus indicaciones.',
    ]),
  },
  GunGame: {
    guide: `# Guía de GunGame

Cada muerte te sube de **nivel** y te cambia el arma: empezás con la **Glock** y terminás con el
**cuchillo**. El primero que mata con cuchillo en el último nivel gana el mapa.

- Matar con cuchillo a otro jugador **le roba un nivel**.
- Las granadas aparecen solo en el nivel de HE.
- Reaparecés al instante: no te quedes quieto.
`,
    rules: modeRules('Reglas de GunGame', [
      'Prohibido el *spawn kill*: esperá a que el rival se mueva.',
      'No se permite hacer equipo con jugadores del bando contrario.',
    ]),
  },
  'Mata al Traidor': {
    guide: `# Guía de Mata al Traidor (TTT)

Al comenzar la ronda hay **inocentes**, **detectives** y **traidores**. Los traidores saben quiénes son
sus compañeros; nadie más.

- **Inocentes**: sobrevivan y descubran a los traidores. Confirmá los cuerpos con **E**.
- **Detectives**: tienen el escáner de ADN y la tienda de detective (tecla **C**).
- **Traidores**: maten a todos los inocentes sin que los descubran. Usen la tienda de traidor.

El **karma** baja si matás inocentes siendo inocente: con poco karma hacés menos daño.
`,
    rules: modeRules('Reglas de Mata al Traidor', [
      '**RDM prohibido**: no mates sin una razón clara (te disparó, lo viste matar, es traidor confirmado).',
      'No reveles tu rol ni el de otros estando muerto (*ghosting*).',
      'Los traidores no pueden matar a sus compañeros a propósito.',
    ]),
  },
  Deathmatch: {
    guide: `# Guía de Deathmatch

Reaparecés al instante con el arma que elijas en el menú (**/guns**). Sirve para calentar la puntería
antes de un partido.

- Usá \`/guns\` para volver a mostrar el menú de armas.
- La protección al reaparecer dura 2 segundos.
`,
    rules: modeRules('Reglas de Deathmatch', ['Nada de *spawn kill* durante la protección de reaparición.']),
  },
  Surf: {
    guide: `# Guía de Surf

Deslizate por las rampas **sin tocar W**: mantené **A** o **D** y mové el mouse hacia el lado de la
rampa. Si te caés, volvés al último checkpoint.

- \`/cp\` guarda tu posición y \`/tp\` te vuelve a ella (solo en mapas de práctica).
- \`/top\` muestra los mejores tiempos del mapa.
`,
    rules: modeRules('Reglas de Surf', [
      'Prohibido bloquear a otros jugadores en las rampas.',
      'Los tiempos hechos con scripts se borran y la cuenta se banea.',
    ]),
  },
  KZ: {
    guide: `# Guía de KZ (Kreedz)

El objetivo es llegar al final del mapa saltando lo más rápido posible: **bunny hop**, **long jump**
y **ladder jumps**.

- Usá \`/start\` para iniciar el cronómetro y \`/checkpoint\` para guardar posición.
- Los récords de **Pro** (sin checkpoints) valen más que los de **Nub**.
- Configurá \`fps_max 100\` para que los saltos sean consistentes.
`,
    rules: modeRules('Reglas de KZ', [
      'Prohibido usar scripts de salto, *strafe helpers* o *fps_max* mayor a 100.',
      'Las demos de récords pueden ser revisadas por los admins.',
    ]),
  },
  AWP: {
    guide: `# Guía de AWP

Solo se juega con **AWP**, pistola y cuchillo. Los mapas son chicos y las rondas rápidas.

- *Quick scope*: hacé zoom y disparás enseguida, sin apuntar de más.
- Moverte mientras disparás con AWP te saca precisión: frená antes.
`,
    rules: modeRules('Reglas de AWP', [
      'No se permiten armas fuera de AWP, pistolas y cuchillo.',
      'Prohibido el *no scope* con scripts.',
    ]),
  },
  Jailbreak: {
    guide: `# Guía de Jailbreak

Los **guardias** (CT) dan órdenes a los **presos** (TT). Los presos tienen que obedecer o escapar; los
guardias, mantener el orden.

- El guardia **simon** es quien da las órdenes; solo él puede hacerlo.
- Los presos rebeldes pueden ser abatidos; los que obedecen, no.
- El último preso vivo elige un **último pedido** (LR): duelo, carrera o juego especial.
`,
    rules: modeRules('Reglas de Jailbreak', [
      '**Freekill prohibido**: un guardia no puede matar a un preso que cumple las órdenes.',
      'Las órdenes tienen que ser claras y posibles de cumplir.',
      'Guardias que abusan pasan a presos y pueden ser baneados del equipo CT.',
    ]),
  },
  Soccerjam: {
    guide: `# Guía de Soccerjam

Fútbol dentro del Counter-Strike: agarrá la pelota pasando por encima y **pateá con el botón de
disparo**. Mantené apretado para cargar la patada.

- Con **E** hacés un *tackle* y le sacás la pelota al rival.
- Subí de nivel tus habilidades (velocidad, patada, defensa) con los puntos de cada partido.
`,
    rules: modeRules('Reglas de Soccerjam', [
      'Prohibido encerrar la pelota en lugares fuera del campo.',
      'Respetá al arquero: no se lo ataca cuando no tiene la pelota.',
    ]),
  },
  'Hide and Seek': {
    guide: `# Guía de Hide and Seek (HNS)

Los **TT** se esconden y corren; los **CT** tienen que encontrarlos y matarlos con cuchillo.

- Los TT tienen granadas de humo y flash para escapar.
- Aprendé *bhop* y *countjumps* para ganar velocidad.
`,
    rules: modeRules('Reglas de HNS', [
      'Prohibido esconderse en lugares a los que no se puede llegar saltando.',
      'No se permite hacer *camp* más de 30 segundos en el mismo lugar.',
    ]),
  },
  Retake: {
    guide: `# Guía de Retake

Los **TT** empiezan con la bomba plantada y los **CT** tienen que **retomar el sitio** y desactivarla.
Las rondas son cortas: coordiná con tu equipo por qué entrada atacar.
`,
    rules: modeRules('Reglas de Retake', ['No te quedes en la base: los jugadores AFK se mueven a espectador.']),
  },
  Diversión: {
    guide: `# Guía del servidor de Diversión

Cada mapa trae algo distinto: **fy_**, **aim_**, **35hp** y minijuegos. Se vota el próximo mapa con
\`rtv\` cuando queda poco tiempo.
`,
    rules: modeRules('Reglas de Diversión', ['Se permite el micrófono libre, pero sin música a todo volumen.']),
  },
};
