import styled from 'styled-components';
import { mediaUp } from '@cs16ar/shared';
import { CrosshairIcon, ServerRackIcon, TrophyIcon, type IconComponent } from '@cs16ar/shared/icons';
import { Section, SectionHeader } from './section';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${mediaUp('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 20px;
  }
`;

const Feature = styled.li`
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    border-color ${({ theme }) => theme.transitions.normal};

  &:hover {
    transform: translateY(-3px);
    border-color: rgba(255, 138, 31, 0.45);
  }

  h3 {
    margin: 16px 0 8px;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(255, 138, 31, 0.14);
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const features: { icon: IconComponent; title: string; text: string }[] = [
  {
    icon: ServerRackIcon,
    title: 'Servidores de alta calidad',
    text: '26 servidores en Argentina, estables y con ping bajo, cuidados por un staff que juega con vos todos los días.',
  },
  {
    icon: TrophyIcon,
    title: 'Eventos especiales',
    text: 'Torneos, eventos temáticos y sorteos semanales: siempre hay algo para jugar con la comunidad.',
  },
  {
    icon: CrosshairIcon,
    title: 'Modos de juego personalizados',
    text: 'Además del clásico: Zombie, GunGame, Mata al Traidor (TTT), Deathmatch, Surf, KZ y muchos más.',
  },
];

/** Why play here: the three feature cards of docs/product.md §2. */
export function FeaturesSection() {
  return (
    <Section aria-labelledby="por-que-jugar">
      <SectionHeader id="por-que-jugar" eyebrow="Por qué jugar acá" title="Todo lo que buscás en CS 1.6">
        Más de una década armando la mejor experiencia de Counter-Strike 1.6 del país.
      </SectionHeader>
      <Grid>
        {features.map(({ icon: FeatureIcon, ...feature }) => (
          <Feature key={feature.title}>
            <IconBadge>
              <FeatureIcon size={26} />
            </IconBadge>
            <h3>{feature.title}</h3>
            <p>{feature.text}</p>
          </Feature>
        ))}
      </Grid>
    </Section>
  );
}
