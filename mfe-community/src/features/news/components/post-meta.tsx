import styled from 'styled-components';
import { Badge, type NewsPostSummary } from '@cs16ar/shared';
import { formatDate } from '@cs16ar/shared/format';
import { CalendarIcon, PinIcon } from '@cs16ar/shared/icons';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: 0.88rem;

  time {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

/** The date a post came out and, when pinned, "Fijada". */
export function PostDate({ post }: { post: Pick<NewsPostSummary, 'publishDate' | 'pinned'> }) {
  const date = formatDate(post.publishDate);
  return (
    <Row>
      {post.pinned ? (
        <Badge $tone="primary">
          <PinIcon size={14} />
          Fijada
        </Badge>
      ) : null}
      {date ? (
        <time dateTime={post.publishDate}>
          <CalendarIcon size={15} />
          {date}
        </time>
      ) : null}
    </Row>
  );
}
