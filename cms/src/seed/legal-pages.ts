import type { Core } from '@strapi/strapi';
import { LEGAL_PAGE_UID, type LegalPageName } from '../legal/legal-pages';

// The first text of the terms (/terminos) and of the privacy policy (/privacidad), in Argentine Spanish. Staff
// edit both in the admin panel (Content Manager, "Legal page"); what they say about data must stay true of the
// code: cms/README.md "Legal pages" lists the facts each paragraph rests on.

type LegalSeed = { page: LegalPageName; title: string; summary: string; body: string };

export const TERMS_PAGE: LegalSeed = {
  page: 'terminos',
  title: 'Términos y condiciones',
  summary: 'Las reglas para usar el sitio, crear una cuenta, jugar en nuestros servidores y pagar una membresía.',
  body: `Estos términos valen para el sitio de CS 1.6 Argentina, para tu cuenta y para los servidores de la comunidad. Al
crear una cuenta (o al completar una compra) aceptás estos términos y la [política de privacidad](/privacidad).

## 1. La cuenta

- Para crear una cuenta necesitás un nombre de usuario, un email y una contraseña. Sos responsable de lo que se haga
  con tu cuenta: no compartas tu contraseña.
- Una cuenta es de una persona. Tu Steam ID (o tu ID no-Steam) queda vinculado a una sola cuenta, la que lo verificó
  desde el juego.
- Podés descargar tus datos y eliminar tu cuenta cuando quieras desde [Ajustes](/ajustes).

## 2. Conducta

- En los servidores y en el sitio valen el [reglamento](/comunidad/reglamentos) general y el de cada modo de juego.
- El staff puede banear a quien no lo cumpla. Cada baneo es público en [Baneos](/baneos), con su motivo y su
  duración, y el jugador baneado puede presentar un descargo una vez por baneo.
- Lo que escribas (tu biografía, tu apodo, un descargo) no puede ser ilegal, ofensivo ni datos de otra persona.

## 3. Membresías y pagos

- Las membresías (Premium y Admin) son suscripciones mensuales, con el precio que muestra [Membresía](/membresia)
  al momento de comprar, en pesos argentinos.
- Los pagos los procesa **MercadoPago**: con tarjeta, dinero en cuenta u otros medios que MercadoPago ofrezca. Los
  datos de tu tarjeta los recibe MercadoPago, nunca este sitio.
- La suscripción se renueva cada mes hasta que la canceles; si la cancelás, conservás los beneficios hasta el final
  del período pagado. Un cambio a un plan mayor cobra la diferencia proporcional.
- Podés arrepentirte de una compra dentro de los 10 días corridos desde que la hiciste (artículo 34 de la Ley 24.240
  de Defensa del Consumidor): escribinos por el [Discord](/discord) o respondiendo el email de la compra y te
  devolvemos el pago por el mismo medio.
- Un baneo por incumplir el reglamento no da derecho a la devolución del período en curso.

## 4. El servicio

- Los servidores y el sitio funcionan con el esfuerzo de voluntarios: hacemos lo posible para que estén siempre en
  línea, pero puede haber cortes y mantenimientos.
- Las estadísticas salen de los registros de los propios servidores y pueden corregirse si detectamos un error o una
  trampa.

## 5. Cambios

Si cambiamos estos términos lo anunciamos en [Novedades](/comunidad/novedades) y la fecha de actualización de esta
página cambia. Para cualquier consulta, escribinos por el [Discord](/discord) de la comunidad.
`,
};

export const PRIVACY_PAGE: LegalSeed = {
  page: 'privacidad',
  title: 'Política de privacidad',
  summary:
    'Qué datos guardamos, para qué, por cuánto tiempo y cómo ejercés tus derechos de la Ley 25.326 de Protección de los Datos Personales.',
  body: `Esta política explica qué datos personales guarda CS 1.6 Argentina, para qué los usa, por cuánto tiempo y
cómo ejercés tus derechos. La aplicamos según la **Ley 25.326 de Protección de los Datos Personales** de la
República Argentina.

## 1. Qué guardamos y por cuánto tiempo

- **Tu cuenta**: nombre de usuario, email, contraseña (solo cifrada, nunca legible), apodo, biografía, foto de
  perfil, tipo de membresía y fecha de alta. Para que puedas iniciar sesión y tener tu perfil. Se guarda **hasta que
  elimines tu cuenta**.
- **Tu Steam ID** (o ID no-Steam) y cuándo y en qué servidor lo verificaste. Para mostrar tus estadísticas y dónde
  jugás. Hasta que elimines tu cuenta o lo verifique otra cuenta.
- **Tus sesiones**: el dispositivo (por ejemplo "Chrome en Linux"), cuándo iniciaste sesión y su último uso. Para
  mantenerte conectado y que puedas cerrar sesión en todos los dispositivos. **30 días** con "Recordarme"; si no,
  hasta un día (12 horas sin uso).
- **Un pedido de cambio de contraseña**: el enlace dura **una hora**. **Un código para vincular tu Steam ID**: **15
  minutos**.
- **Tus descargos** (texto e imágenes), para que el staff revise un baneo: hasta que elimines tu cuenta.
- **La dirección IP** desde la que usás el sitio, para limitar los intentos de iniciar sesión, registrarse y pedir
  enlaces: el tiempo de cada límite, **como mucho una hora**.
- **Tus compras de membresía**: plan, importe, fecha y el número de operación de MercadoPago. Para darte los
  beneficios y cumplir con las obligaciones fiscales: el plazo que exige la ley fiscal argentina.

Lo que los **servidores de juego** registran de cualquier jugador, tenga o no una cuenta en el sitio:

- **Estadísticas** por Steam ID y servidor (kills, muertes, disparos, tiempo jugado, los nombres que usaste): se
  guardan mientras exista el servidor y son públicas (TOP 15, perfiles). Si eliminás tu cuenta quedan asociadas
  solo a tu Steam ID, ya no a una persona.
- **Lo que pasó en una partida** (chat, kills, cambios de equipo, entradas y salidas): se guarda **30 días**, solo
  para que el staff vea la evidencia de un baneo y su descargo. Nunca es público.
- **Baneos**: el nick, el Steam ID, el motivo y la duración son públicos en [Baneos](/baneos). Nunca publicamos tu
  dirección IP.
- Las líneas del registro tal como llegan del servidor (que incluyen la dirección IP con la que entraste) se borran
  **15 minutos** después de procesarlas.

No vendemos ni cedemos tus datos. Solo los ven el staff de la comunidad y, para los pagos, MercadoPago.

## 2. Pagos

Los pagos de las membresías los procesa **MercadoPago** (MercadoLibre S.R.L.). Los datos de tu tarjeta y de tu
cuenta de MercadoPago los recibe y guarda MercadoPago según [su propia política de
privacidad](https://www.mercadopago.com.ar/privacidad); el sitio solo recibe el resultado del pago y su número de
operación.

## 3. Cookies y almacenamiento del navegador

- El sitio **no usa cookies** propias, ni de publicidad ni de medición.
- Guarda tu sesión en el almacenamiento del navegador, con la clave \`user\`: en el almacenamiento local
  (\`localStorage\`) si elegiste "Recordarme", así seguís conectado al volver; si no, en el almacenamiento de la
  sesión (\`sessionStorage\`), que se borra al cerrar el navegador. Al cerrar sesión se borra.
- El video de la portada se carga desde YouTube en su modo de privacidad mejorada (\`youtube-nocookie.com\`), que
  según YouTube no guarda cookies hasta que reproducís el video.
- El panel de administración que usa el staff sí usa cookies propias para su sesión; los jugadores no lo usan.

## 4. Tus derechos (Ley 25.326)

Tenés derecho a **acceder** a tus datos, a **rectificarlos**, a **actualizarlos** y a **suprimirlos**. Podés ejercer
el acceso gratis cada seis meses como mínimo, y respondemos en los plazos que fija la ley (10 días corridos para el
acceso, 5 días hábiles para rectificar o suprimir).

- **Acceso**: en [Ajustes](/ajustes), **"Descargar mis datos"** te da al instante un archivo
  (\`mis-datos-cs16-argentina.json\`) con todo lo que guardamos de tu cuenta: tus datos, tu Steam ID y su
  verificación, tus servidores, tus estadísticas, tus descargos, tus sesiones y un pedido de contraseña pendiente.
  Nunca tu contraseña ni tus claves de sesión.
- **Rectificación y actualización**: desde tu [perfil](/perfil) y [Ajustes](/ajustes) cambiás tu nombre de usuario,
  email, apodo, biografía, foto, Steam ID y contraseña.
- **Supresión**: en [Ajustes](/ajustes), **"Eliminar mi cuenta"** borra para siempre tu cuenta, tu email, tu foto,
  tus sesiones, tus códigos y tus descargos. Tus estadísticas de juego quedan asociadas solo a tu Steam ID, como las
  de cualquier jugador sin cuenta. Los registros de pago se conservan el plazo que exige la ley fiscal.

Si algo no podés hacerlo desde el sitio, escribinos por el [Discord](/discord) de la comunidad.

La **Agencia de Acceso a la Información Pública**, en su carácter de órgano de control de la Ley 25.326, tiene la
atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por
incumplimiento de las normas vigentes en materia de protección de datos personales.

## 5. Cambios

Si cambiamos esta política lo anunciamos en [Novedades](/comunidad/novedades) y la fecha de actualización de esta
página cambia.
`,
};

export const LEGAL_SEEDS: readonly LegalSeed[] = [TERMS_PAGE, PRIVACY_PAGE];

type Documents = {
  findFirst: (params: object) => Promise<unknown>;
  create: (params: object) => Promise<unknown>;
};

// Each page once, when it does not exist yet (draft or published): an edited page is never written over.
export async function seedLegalPages(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents(LEGAL_PAGE_UID) as unknown as Documents;
  for (const seed of LEGAL_SEEDS) {
    if (await documents.findFirst({ status: 'draft', filters: { page: seed.page } })) continue;
    await documents.create({ status: 'published', data: { ...seed } });
  }
}
