export { ListGroup, type ListGroupProps, ListRow, type ListRowProps, type ListRowToggle } from './ListRow.tsx';
