// Help centre articles seeded on first start. Content is HTML (the site renders it as such).

export type SeedArticle = {
  slug: string;
  title: string;
  category: 'general' | 'account' | 'servers' | 'membership' | 'payments' | 'technical';
  featured: boolean;
  related: string[];
  content: string;
};

export const HELP_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'que-es-cs-argentina',
    title: '¿Qué es la comunidad CS Argentina?',
    category: 'general',
    featured: true,
    related: ['reglas-generales-de-la-comunidad', 'como-conectarse-a-un-servidor'],
    content: `<p>Somos la comunidad de <strong>Counter-Strike 1.6</strong> más grande de Argentina: desde marzo de 2012 mantenemos 26 servidores con modos clásicos y especiales (Zombie, GunGame, Mata al Traidor, Surf, KZ y más).</p>
<h2>Qué encontrás acá</h2>
<ul>
  <li>Servidores con ping bajo en Buenos Aires, Córdoba, Rosario, Mendoza y otras ciudades.</li>
  <li>Torneos mensuales, eventos temáticos y sorteos semanales.</li>
  <li>Un staff de administradores que modera los servidores todos los días.</li>
</ul>
<p>Crear una cuenta es gratis: con ella guardás tu perfil, tu Steam ID y tus estadísticas.</p>`,
  },
  {
    slug: 'reglas-generales-de-la-comunidad',
    title: 'Reglas generales de la comunidad',
    category: 'general',
    featured: false,
    related: ['como-apelar-un-ban', 'que-es-cs-argentina'],
    content: `<p>Estas reglas valen en todos los servidores, el Discord y el foro. Cada modo tiene además su reglamento propio, que ves en la pestaña <em>Reglamento</em> del servidor.</p>
<ol>
  <li><strong>Respeto</strong>: no se toleran insultos, discriminación ni acoso.</li>
  <li><strong>Juego limpio</strong>: cheats, scripts y abuso de bugs se sancionan con ban permanente.</li>
  <li><strong>Sin spam</strong>: nada de publicidad de otras comunidades ni flood en el chat o el micrófono.</li>
  <li><strong>Los admins tienen la última palabra</strong> dentro del servidor; los reclamos se hacen después, por el canal de apelaciones.</li>
</ol>`,
  },
  {
    slug: 'eventos-y-torneos',
    title: 'Eventos, torneos y sorteos',
    category: 'general',
    featured: false,
    related: ['que-es-cs-argentina'],
    content: `<p>Organizamos un <strong>torneo 5v5 por mes</strong>, eventos temáticos en fechas especiales y <strong>sorteos semanales</strong> de membresías Premium.</p>
<h2>Cómo anotarte</h2>
<ol>
  <li>Entrá a nuestro Discord y buscá el canal <code>#torneos</code>.</li>
  <li>Completá el formulario con el nombre de tu equipo y los Steam ID de los cinco jugadores.</li>
  <li>Esperá la confirmación del staff: el fixture se publica dos días antes.</li>
</ol>
<p>Para participar de los sorteos solo necesitás tener una cuenta con el Steam ID cargado en tu perfil.</p>`,
  },
  {
    slug: 'como-crear-una-cuenta',
    title: 'Cómo crear tu cuenta',
    category: 'account',
    featured: true,
    related: ['como-encontrar-tu-steam-id', 'como-editar-tu-perfil'],
    content: `<p>Para registrarte tocá <strong>Registrarse</strong> arriba a la derecha y completá:</p>
<ul>
  <li><strong>Nombre de usuario</strong>: al menos 3 caracteres. Es el nombre que ven los demás.</li>
  <li><strong>Email</strong>: lo usamos para avisarte de tu membresía y para recuperar la cuenta.</li>
  <li><strong>Contraseña</strong>: al menos 6 caracteres. Usá una que no uses en otros sitios.</li>
</ul>
<p>Si el sistema te dice que el email o el nombre de usuario ya están en uso, probá con otro o iniciá sesión con tu cuenta existente.</p>`,
  },
  {
    slug: 'como-encontrar-tu-steam-id',
    title: 'Cómo encontrar tu Steam ID',
    category: 'account',
    featured: true,
    related: ['como-editar-tu-perfil', 'como-apelar-un-ban'],
    content: `<p>Tu <strong>Steam ID</strong> identifica tu cuenta en los servidores: lo usamos para tus estadísticas, tus privilegios de membresía y las apelaciones de ban.</p>
<h2>Desde el juego</h2>
<ol>
  <li>Entrá a cualquiera de nuestros servidores.</li>
  <li>Abrí la consola con la tecla <kbd>~</kbd> y escribí <code>status</code>.</li>
  <li>Buscá tu nombre: a la derecha aparece un valor con la forma <code>STEAM_0:1:12345678</code>.</li>
</ol>
<p>Copialo tal cual y pegalo en el campo <em>Steam ID</em> de tu perfil. Solo se aceptan valores con el formato <code>STEAM_X:Y:Z</code>.</p>`,
  },
  {
    slug: 'como-editar-tu-perfil',
    title: 'Cómo editar tu perfil y tu foto',
    category: 'account',
    featured: false,
    related: ['como-encontrar-tu-steam-id', 'como-crear-una-cuenta'],
    content: `<p>En <strong>Mi perfil</strong> podés cambiar tu nombre de usuario, email, apodo, biografía y Steam ID desde el formulario <em>Editar perfil</em>.</p>
<h2>Foto de perfil</h2>
<p>Tocá tu avatar para elegir una imagen. Se aceptan <strong>JPG, PNG, WebP y GIF de hasta 5 MB</strong>; la imagen anterior se reemplaza.</p>
<p>Tu tipo de cuenta (Regular, Premium o Admin) no se cambia desde el perfil: depende de tu membresía o del staff.</p>`,
  },
  {
    slug: 'como-conectarse-a-un-servidor',
    title: 'Cómo conectarte a un servidor',
    category: 'servers',
    featured: true,
    related: ['como-elegir-servidor', 'lag-y-ping-alto'],
    content: `<p>Hay tres formas de entrar a jugar:</p>
<ol>
  <li><strong>Desde la web</strong>: en <em>Servidores</em>, tocá <strong>Entrar a jugar</strong>. Steam abre el juego y te conecta.</li>
  <li><strong>Desde la consola</strong>: abrí la consola con <kbd>~</kbd> y escribí <code>connect IP:PUERTO</code>, por ejemplo <code>connect 127.0.0.1:27015</code>.</li>
  <li><strong>Favoritos</strong>: en el buscador de servidores de Steam, pestaña <em>Favoritos</em>, agregá la IP y el puerto.</li>
</ol>
<p>Si el servidor figura <em>Offline</em> o <em>Estado desconocido</em>, esperá unos minutos: el estado se actualiza solo cada 30 segundos.</p>`,
  },
  {
    slug: 'como-elegir-servidor',
    title: 'Qué servidor elegir según tu forma de jugar',
    category: 'servers',
    featured: false,
    related: ['como-conectarse-a-un-servidor'],
    content: `<ul>
  <li><strong>Clásico</strong>: el CS de siempre, ideal para practicar para torneos.</li>
  <li><strong>Zombie y Zombie Escape</strong>: rondas cooperativas, perfectas para jugar con amigos.</li>
  <li><strong>GunGame y Deathmatch</strong>: acción sin pausa para calentar la puntería.</li>
  <li><strong>Mata al Traidor</strong>: deducción y engaño; leé la guía del modo antes de entrar.</li>
  <li><strong>Surf y KZ</strong>: movimiento y récords contra reloj.</li>
</ul>
<p>Cada servidor tiene una pestaña <em>Guía del modo</em> con lo básico para empezar.</p>`,
  },
  {
    slug: 'servidores-vip-y-premium',
    title: 'Servidores VIP y Premium',
    category: 'servers',
    featured: false,
    related: ['beneficios-premium', 'como-elegir-servidor'],
    content: `<p>Algunos servidores muestran una etiqueta <strong>VIP</strong>, <strong>Premium</strong> o <strong>Admin</strong>: el acceso está reservado a esos miembros.</p>
<p>Si tenés membresía Premium, entrá con la misma cuenta de Steam cuyo Steam ID cargaste en tu perfil: el servidor te reconoce por ese dato.</p>`,
  },
  {
    slug: 'beneficios-premium',
    title: 'Beneficios de la membresía Premium',
    category: 'membership',
    featured: true,
    related: ['como-cambiar-de-plan', 'medios-de-pago'],
    content: `<p>La membresía <strong>Premium</strong> ($3000 por mes) incluye:</p>
<ul>
  <li>Acceso completo a los servidores Premium.</li>
  <li>Perfil mejorado con insignia especial.</li>
  <li>Rol Premium en Discord.</li>
  <li>Soporte prioritario.</li>
</ul>
<p>La membresía <strong>Admin</strong> ($5000 por mes) suma el panel de administración de servidores, herramientas de moderación y estadísticas.</p>`,
  },
  {
    slug: 'como-cambiar-de-plan',
    title: 'Cómo cambiar o cancelar tu plan',
    category: 'membership',
    featured: false,
    related: ['beneficios-premium', 'facturacion-y-renovacion'],
    content: `<p>Desde <strong>Membresía</strong> elegís el plan nuevo y confirmás la compra.</p>
<ul>
  <li><strong>Subir de plan</strong>: se cobra la diferencia proporcional al tiempo que queda del período.</li>
  <li><strong>Cancelar</strong>: podés hacerlo cuando quieras y conservás los beneficios hasta el final del período pagado.</li>
</ul>`,
  },
  {
    slug: 'miembro-gratis',
    title: 'Qué incluye la cuenta gratuita',
    category: 'membership',
    featured: false,
    related: ['beneficios-premium'],
    content: `<p>Con la cuenta <strong>Miembro</strong>, gratis, accedés a todos los servidores públicos, a un perfil básico y a la participación en el foro.</p>
<p>No incluye los servidores Premium, el rol destacado de Discord ni el soporte prioritario.</p>`,
  },
  {
    slug: 'medios-de-pago',
    title: 'Medios de pago aceptados',
    category: 'payments',
    featured: true,
    related: ['facturacion-y-renovacion', 'problemas-con-un-pago'],
    content: `<p>Aceptamos <strong>tarjetas de crédito y débito</strong>, <strong>PayPal</strong> y algunas <strong>criptomonedas</strong>.</p>
<p>Los pagos se procesan de forma segura: nunca guardamos los datos de tu tarjeta.</p>
<p>Por ahora no hay descuento por pago anual.</p>`,
  },
  {
    slug: 'facturacion-y-renovacion',
    title: 'Facturación y renovación automática',
    category: 'payments',
    featured: false,
    related: ['medios-de-pago', 'como-cambiar-de-plan'],
    content: `<p>Las membresías se renuevan <strong>automáticamente cada mes</strong> en la misma fecha en que las contrataste.</p>
<p>Si cancelás, no se vuelve a cobrar y mantenés el acceso hasta el final del período ya pagado.</p>`,
  },
  {
    slug: 'problemas-con-un-pago',
    title: 'Pagué y no tengo mis beneficios',
    category: 'payments',
    featured: false,
    related: ['medios-de-pago'],
    content: `<ol>
  <li>Cerrá sesión y volvé a entrar: tu tipo de cuenta se actualiza al iniciar sesión.</li>
  <li>Verificá que el Steam ID de tu perfil sea el de la cuenta con la que jugás.</li>
  <li>Si pasaron más de 24 horas, escribinos a soporte con el comprobante de pago y tu nombre de usuario.</li>
</ol>`,
  },
  {
    slug: 'lag-y-ping-alto',
    title: 'Lag, ping alto y pérdida de paquetes',
    category: 'technical',
    featured: true,
    related: ['mejorar-fps', 'como-conectarse-a-un-servidor'],
    content: `<p>Elegí un servidor cercano a tu ciudad y probá esta configuración en la consola:</p>
<pre><code>rate 25000
cl_updaterate 101
cl_cmdrate 101
ex_interp 0.01</code></pre>
<ul>
  <li>Cerrá descargas y streaming mientras jugás.</li>
  <li>Si usás Wi-Fi, probá con cable: la pérdida de paquetes baja mucho.</li>
  <li>Si el lag aparece solo en un servidor, avisá al staff con la hora y el nombre del servidor.</li>
</ul>`,
  },
  {
    slug: 'mejorar-fps',
    title: 'Cómo mejorar los FPS',
    category: 'technical',
    featured: false,
    related: ['lag-y-ping-alto'],
    content: `<ul>
  <li>En Steam, propiedades del juego, agregá <code>-nofbo -noforcemparms</code> a las opciones de lanzamiento.</li>
  <li>Usá <code>fps_max 100</code>: es el valor estándar y el máximo permitido en KZ.</li>
  <li>Bajá la resolución o desactivá el antialiasing si tu placa de video es antigua.</li>
</ul>`,
  },
  {
    slug: 'como-apelar-un-ban',
    title: 'Me banearon: cómo apelar',
    category: 'technical',
    featured: false,
    related: ['reglas-generales-de-la-comunidad', 'como-encontrar-tu-steam-id'],
    content: `<p>Si creés que tu ban es un error, podés apelarlo:</p>
<ol>
  <li>Conseguí tu <strong>Steam ID</strong> y anotá el servidor, la fecha y la hora aproximada.</li>
  <li>Escribí en el canal <code>#apelaciones</code> de Discord con esos datos y tu versión de lo ocurrido.</li>
  <li>Un admin distinto del que te sancionó revisa el caso, con demos si las hay, en un plazo de 72 horas.</li>
</ol>
<p>Los bans por cheats confirmados no se levantan.</p>`,
  },
];
