import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorNotice } from './error-notice';

describe('ErrorNotice', () => {
  it('tells the visitor in pt-BR, offers a retry and plain links back', () => {
    const retry = jest.fn();
    render(<ErrorNotice retry={retry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Algo deu errado nesta página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ver todos os cursos' })).toHaveAttribute('href', '/cursos');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
