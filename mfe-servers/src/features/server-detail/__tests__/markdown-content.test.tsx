import { screen } from '@testing-library/react';
import { renderWithProviders } from '@cs16ar/shared/testing';
import { MarkdownContent } from '../components/markdown-content';

function renderMarkdown(source: string) {
  return renderWithProviders(<MarkdownContent>{source}</MarkdownContent>);
}

describe('markdown of guides and rules', () => {
  it('renders headings, lists and emphasis', () => {
    renderMarkdown('## Reglas\n\n1. **Respeto** ante todo\n2. Sin cheats');

    expect(screen.getByRole('heading', { level: 2, name: 'Reglas' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Respeto').tagName).toBe('STRONG');
  });

  it.each([
    ['https://cs16.com.ar/foro', 'https://cs16.com.ar/foro'],
    ['http://cs16.com.ar', 'http://cs16.com.ar'],
    ['irc://irc.gamesurge.net/cs16ar', 'irc://irc.gamesurge.net/cs16ar'],
    ['ircs://irc.gamesurge.net/cs16ar', 'ircs://irc.gamesurge.net/cs16ar'],
    ['mailto:staff@cs16.com.ar', 'mailto:staff@cs16.com.ar'],
    ['xmpp:staff@cs16.com.ar', 'xmpp:staff@cs16.com.ar'],
    ['/ayuda/reglamento', '/ayuda/reglamento'],
    ['#sanciones', '#sanciones'],
  ])('keeps a %s link', (url, href) => {
    renderMarkdown(`[el enlace](${url})`);

    expect(screen.getByRole('link', { name: 'el enlace' })).toHaveAttribute('href', href);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(document.cookie)'],
    ['data:text/html,<b>x</b>'],
    ['vbscript:msgbox(1)'],
    ['steam://connect/1.2.3.4:27015'],
  ])('blanks a %s link, keeping its text', (url) => {
    const { container } = renderMarkdown(`[hacé clic](${url})`);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('hacé clic')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/javascript:|data:|vbscript:|steam:/i);
  });

  it('blanks unsafe image sources too, showing the description instead', () => {
    const { container } = renderMarkdown('![radar de dust2](javascript:alert(1)) ![mapa](https://cs16.com.ar/m.png)');

    expect(container.innerHTML).not.toContain('javascript:');
    expect(screen.getByText('radar de dust2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'mapa' })).toHaveAttribute('src', 'https://cs16.com.ar/m.png');
  });

  it('opens web links in a new tab without giving it access to this page', () => {
    renderMarkdown('[foro](https://cs16.com.ar/foro) y [ayuda](/ayuda)');

    expect(screen.getByRole('link', { name: 'foro' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'foro' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'ayuda' })).not.toHaveAttribute('target');
  });

  it('never renders raw HTML from the markdown', () => {
    const { container } = renderMarkdown(
      'Antes <script>alert(1)</script><img src=x onerror="alert(1)"> <b>negrita</b> <a href="javascript:alert(1)">link</a> después',
    );

    expect(container.querySelector('script, img, b, a')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|javascript:|<script/i);
    expect(container).toHaveTextContent('Antes');
    expect(container).toHaveTextContent('después');
  });
});
