import type { BlogPost } from './types';

/** Blog posts, newest first. Only the first one has a full-length article. */
export const posts: BlogPost[] = [
  {
    slug: 'como-escolher-ar-condicionado-split-ideal',
    title: 'Como escolher o ar condicionado split ideal para o seu ambiente',
    seoTitle: 'Como escolher o ar condicionado split ideal',
    excerpt:
      'Capacidade em BTU/h, inverter ou convencional, selo Procel e instalação: o guia prático para acertar na escolha do seu ar condicionado split.',
    author: 'Eng. Ricardo Almeida',
    date: '4 de novembro de 2025',
    publishedAt: '2025-11-04',
    category: 'Dicas',
    image: {
      src: '/images/blog/como-escolher-ar-condicionado-split-ideal.jpg',
      width: 1200,
      height: 675,
      alt: 'Ilustração de uma sala de estar com um ar condicionado split instalado na parede acima do sofá',
    },
    content: `
<p>Com o calor cada vez mais intenso no Norte do Paraná, o ar condicionado deixou de ser luxo e passou a fazer parte do dia a dia de casas, escritórios e comércios. Mas escolher o aparelho certo vai muito além do preço na vitrine. Um equipamento subdimensionado trabalha no limite e não vence o calor; um superdimensionado liga e desliga o tempo todo e gasta mais do que deveria. Neste guia, explicamos o que realmente importa na hora da compra.</p>

<h2>1. Calcule a capacidade em BTU/h</h2>
<p>A capacidade de refrigeração de um ar condicionado é medida em <strong>BTU/h</strong> (unidades térmicas britânicas por hora). Os modelos residenciais mais comuns no Brasil têm 9.000, 12.000, 18.000, 24.000 e 30.000 BTU/h. Para ambientes residenciais simples, existe uma regra prática que ajuda a chegar a uma boa estimativa:</p>
<ul>
  <li><strong>600 BTU/h por metro quadrado</strong> em ambientes que não recebem sol da tarde;</li>
  <li><strong>800 BTU/h por metro quadrado</strong> em ambientes que recebem sol forte à tarde;</li>
  <li><strong>mais 600 BTU/h para cada pessoa</strong> além das duas primeiras que ocupam o ambiente com frequência;</li>
  <li><strong>mais 600 BTU/h para cada aparelho que gera calor</strong>, como televisores, computadores e geladeiras.</li>
</ul>
<p>Veja um exemplo: um quarto de 12 m², com sol apenas pela manhã, ocupado por duas pessoas e com uma televisão, precisa de 12 × 600 = 7.200 BTU/h, mais 600 BTU/h pela TV, totalizando 7.800 BTU/h. Como não existe aparelho com essa capacidade exata, a escolha indicada é o modelo de <strong>9.000 BTU/h</strong>, o tamanho comercial imediatamente acima.</p>

<h3>Fatores que a regra prática não mostra</h3>
<p>A conta rápida funciona bem para quartos e salas comuns, mas alguns detalhes podem mudar bastante o resultado:</p>
<ul>
  <li>pé-direito alto, acima de 2,70 m;</li>
  <li>grandes áreas envidraçadas, principalmente voltadas para oeste;</li>
  <li>cômodos no último andar ou sob telhado sem forro e sem isolamento térmico;</li>
  <li>cozinhas, academias e ambientes integrados, com muitas fontes de calor.</li>
</ul>
<p>Nesses casos, e em qualquer ambiente comercial, o ideal é fazer um <strong>cálculo de carga térmica</strong> completo com um profissional qualificado, que considera materiais de construção, orientação solar, ocupação e equipamentos.</p>

<h2>2. Inverter ou convencional?</h2>
<p>No aparelho <strong>convencional</strong>, o compressor funciona em velocidade fixa: liga na potência máxima até atingir a temperatura desejada, desliga e volta a ligar quando o ambiente esquenta de novo. No modelo <strong>inverter</strong>, a velocidade do compressor varia de acordo com a necessidade. Depois de atingir a temperatura, ele continua funcionando em rotação reduzida, sem os picos de partida.</p>
<p>Na prática, o inverter oferece:</p>
<ul>
  <li><strong>menor consumo de energia</strong>, especialmente quando o aparelho fica ligado por muitas horas seguidas;</li>
  <li><strong>temperatura mais estável</strong>, sem a sensação de “esfria demais, esquenta de novo”;</li>
  <li><strong>funcionamento mais silencioso</strong> e menos desgaste do compressor.</li>
</ul>
<p>O investimento inicial costuma ser maior, mas para quem usa o ar condicionado todos os dias, como em quartos à noite ou em escritórios, a economia na conta de luz tende a compensar a diferença em pouco tempo. Para uso esporádico, um modelo convencional de boa procedência ainda pode ser uma escolha razoável.</p>

<h2>3. Confira a etiqueta do INMETRO e o selo Procel</h2>
<p>Todo ar condicionado vendido no Brasil deve exibir a <strong>Etiqueta Nacional de Conservação de Energia (ENCE)</strong>, regulamentada pelo INMETRO. Ela classifica a eficiência do aparelho em faixas de A (mais eficiente) a E e hoje utiliza o <strong>IDRS (Índice de Desempenho de Resfriamento Sazonal)</strong>, que considera o funcionamento ao longo do ano, e não apenas na potência máxima. Quanto maior o IDRS, menor o consumo para o mesmo conforto.</p>
<p>Já o <strong>selo Procel</strong> é concedido aos equipamentos mais eficientes de cada categoria. Entre dois modelos parecidos, dê preferência ao que tem classificação A e selo Procel: a diferença aparece na conta de energia todos os meses.</p>

<h2>4. Observe o fluido refrigerante e os recursos extras</h2>
<p>Os aparelhos novos vendidos no país utilizam principalmente os fluidos <strong>R-410A</strong> e <strong>R-32</strong>. O R-32 tem potencial de aquecimento global bem menor e vem se tornando padrão nos lançamentos. Recursos extras, como função desumidificar e controle por aplicativo, são bem-vindos, mas não substituem o essencial: capacidade correta e boa eficiência.</p>

<h2>5. A instalação faz toda a diferença</h2>
<p>Um excelente aparelho mal instalado terá desempenho ruim, consumo alto e vida útil curta. Uma instalação bem feita inclui:</p>
<ol>
  <li>posicionamento correto das unidades interna e externa, com espaço livre para circulação de ar;</li>
  <li>linha frigorífica de cobre com bitola e comprimento dentro do especificado pelo fabricante, bem isolada;</li>
  <li>flanges bem feitos e apertados com o torque adequado, ou brasagem com passagem de nitrogênio;</li>
  <li><strong>teste de estanqueidade</strong> com nitrogênio e <strong>vácuo</strong> medido com vacuômetro, para retirar umidade e ar da tubulação;</li>
  <li>ajuste da <strong>carga de fluido</strong> quando a linha ultrapassa o comprimento pré-carregado;</li>
  <li>dreno com caimento correto e circuito elétrico exclusivo, com disjuntor dimensionado e aterramento.</li>
</ol>
<p>Vale lembrar que muitos fabricantes condicionam a garantia à instalação feita por profissional qualificado. Economizar na mão de obra pode sair caro.</p>

<h2>Quando chamar um instalador qualificado</h2>
<p>Sempre. Mesmo os modelos mais simples exigem ferramentas específicas, como manifold, bomba de vácuo e vacuômetro, além de conhecimento de elétrica e de segurança no trabalho em altura. Antes de contratar, peça referências e pergunte como será feito o vácuo. Um bom profissional explica cada etapa e orienta sobre a manutenção periódica.</p>
<p>E se você se interessou pelo assunto a ponto de pensar em trabalhar com isso, saiba que o mercado de climatização está aquecido e procura técnicos bem preparados. Conheça os cursos da Frio Norte e dê o primeiro passo na sua nova profissão.</p>
`.trim(),
  },
  {
    slug: 'manutencao-preventiva-ar-condicionado-verao',
    title: 'Manutenção preventiva: prepare o ar condicionado para o verão',
    seoTitle: 'Manutenção preventiva do ar condicionado',
    excerpt:
      'Antes do calor chegar, uma revisão completa evita quebras, reduz o consumo de energia e garante ar mais limpo. Veja o que não pode faltar.',
    author: 'Téc. Anderson Pereira',
    date: '14 de outubro de 2025',
    publishedAt: '2025-10-14',
    category: 'Manutenção',
    image: {
      src: '/images/blog/manutencao-preventiva-ar-condicionado-verao.jpg',
      width: 1200,
      height: 675,
      alt: 'Ilustração de um técnico higienizando os filtros e a serpentina de um ar condicionado split',
    },
    content: `
<p>É só o termômetro subir para as agendas dos técnicos lotarem e os aparelhos esquecidos durante o inverno começarem a dar sinais de problema. A primavera é o melhor momento para fazer a <strong>manutenção preventiva</strong> do ar condicionado: o equipamento chega ao verão funcionando bem, gasta menos energia e entrega um ar mais saudável.</p>
<p>Uma boa revisão preventiva inclui:</p>
<ul>
  <li>limpeza dos filtros e higienização da serpentina e da turbina da unidade interna;</li>
  <li>limpeza do condensador da unidade externa e verificação do ventilador;</li>
  <li>desobstrução e teste do dreno;</li>
  <li>medição de pressões, temperaturas e corrente elétrica do compressor;</li>
  <li>reaperto de conexões elétricas e inspeção do isolamento da linha frigorífica.</li>
</ul>
<p>A limpeza dos filtros pode ser feita pelo próprio usuário a cada 15 ou 30 dias, mas a higienização completa e as medições devem ficar com um profissional. Em ambientes comerciais e de uso coletivo climatizados, a Lei 13.589/2018 exige ainda um <strong>PMOC</strong> (Plano de Manutenção, Operação e Controle), com rotinas documentadas e responsável técnico. Para o técnico, esse é um mercado que cresce todos os anos.</p>
`.trim(),
  },
  {
    slug: 'mercado-de-trabalho-refrigeracao-londrina',
    title: 'Mercado de trabalho em refrigeração: oportunidades em Londrina',
    seoTitle: 'Mercado de trabalho em refrigeração em Londrina',
    excerpt:
      'Londrina e o Norte do Paraná precisam de técnicos de refrigeração e climatização. Veja onde estão as vagas e o que as empresas buscam.',
    author: 'Eng. Fernanda Carvalho',
    date: '19 de agosto de 2025',
    publishedAt: '2025-08-19',
    category: 'Carreira',
    image: {
      src: '/images/blog/mercado-de-trabalho-refrigeracao-londrina.jpg',
      width: 1200,
      height: 675,
      alt: 'Ilustração de uma técnica de refrigeração com uniforme e maleta de ferramentas diante de prédios comerciais',
    },
    content: `
<p>Verões cada vez mais quentes, novos condomínios, um comércio forte e a agroindústria do Norte do Paraná formam um cenário favorável para quem trabalha com refrigeração e climatização. Em Londrina e região, empresas de instalação, assistências técnicas, supermercados, frigoríficos e cooperativas disputam profissionais que saibam trabalhar com técnica e responsabilidade.</p>
<p>As oportunidades vão além da instalação de split. Há demanda por técnicos em manutenção de câmaras frigoríficas e expositores, contratos de PMOC em clínicas, escolas e escritórios, e serviços em sistemas maiores, como VRF e chillers. Muitos profissionais também optam por trabalhar por conta própria, formalizando-se como MEI e construindo sua carteira de clientes.</p>
<p>O que as empresas mais valorizam é formação prática: saber fazer vácuo e carga de fluido corretamente, ler diagramas elétricos, seguir a NR-10 e atender bem o cliente. Quem une essas habilidades a uma boa postura profissional encontra espaço no mercado e tem boas chances de crescer rapidamente.</p>
`.trim(),
  },
  {
    slug: 'fluidos-refrigerantes-r32-r290-o-que-muda',
    title: 'Fluidos refrigerantes R-32 e R-290: o que muda para o técnico',
    seoTitle: 'Fluidos R-32 e R-290: o que muda para o técnico',
    excerpt:
      'Os fluidos R-32 e R-290 ganham espaço no Brasil por seu menor impacto ambiental. Entenda as diferenças e os cuidados no trabalho do técnico.',
    author: 'Eng. Ricardo Almeida',
    date: '24 de junho de 2025',
    publishedAt: '2025-06-24',
    category: 'Tecnologia',
    image: {
      src: '/images/blog/fluidos-refrigerantes-r32-r290-o-que-muda.jpg',
      width: 1200,
      height: 675,
      alt: 'Ilustração de cilindros de fluido refrigerante identificados como R-32 e R-290 ao lado de um manifold digital',
    },
    content: `
<p>Com os compromissos ambientais assumidos pelo Brasil, como a Emenda de Kigali ao Protocolo de Montreal, os fluidos com alto potencial de aquecimento global (GWP) estão sendo substituídos gradualmente. Nos aparelhos split, o <strong>R-32</strong> vem ocupando o lugar do R-410A, com GWP cerca de três vezes menor e boa eficiência. Na refrigeração comercial, o <strong>R-290</strong> (propano), um fluido natural com GWP próximo de zero, já é comum em expositores, balcões e freezers plug-in.</p>
<p>Para o técnico, a principal mudança é a <strong>inflamabilidade</strong>. O R-32 é classificado como A2L (levemente inflamável) e o R-290 como A3 (altamente inflamável). Isso exige:</p>
<ul>
  <li>ferramentas e equipamentos compatíveis, como bomba de vácuo e recolhedora adequadas;</li>
  <li>ventilação do local e uso de detector de vazamento antes e durante o serviço;</li>
  <li>nada de chama aberta em sistemas com fluido: recolher e purgar com nitrogênio antes de qualquer brasagem;</li>
  <li>carga de fluido feita por balança, respeitando rigorosamente a indicação do fabricante.</li>
</ul>
<p>Com treinamento e procedimentos corretos, esses fluidos são seguros e eficientes, e dominá-los já é um diferencial importante para o técnico no mercado.</p>
`.trim(),
  },
];
