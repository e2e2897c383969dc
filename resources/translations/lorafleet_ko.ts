<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>QObject</name>
    <message>
        <source>Scenario from the command line</source>
        <translation>명령줄 시나리오</translation>
    </message>
</context>
<context>
    <name>lorafleet::About</name>
    <message>
        <source>&lt;h3&gt;What LoRA Fleet Explorer computes&lt;/h3&gt;&lt;p&gt;Serve a catalog of K LoRA adapters either on &lt;b&gt;dedicated&lt;/b&gt; GPUs (one per adapter, each with a full copy of the base model) or &lt;b&gt;multiplexed&lt;/b&gt; on one GPU: the base once, the popular adapters in an adapter pool, requests for different adapters batched together.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Pool-fit boundary&lt;/b&gt;: how many adapters the pool holds (pool size ÷ adapter size). &lt;b&gt;Re-stream&lt;/b&gt;: every distinct resident adapter in a batch is read once per decode step. &lt;b&gt;Host-link&lt;/b&gt;: adapters outside the pool cross the host link; a part of each step hides the transfer. &lt;b&gt;Fleet advantage&lt;/b&gt;: dedicated GPUs ÷ multiplexed GPUs. &lt;b&gt;Break-even&lt;/b&gt;: an adapter with a larger share of traffic than p* is cheaper on its own GPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Operating rule.&lt;/b&gt; One adapter: either way. Up to the pool-fit boundary: multiplex. Beyond it: multiplex, but grow the pool or pack adapters denser. Any adapter above the break-even share: give it its own GPU.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Limits.&lt;/b&gt; All figures are model output, not measurements. Adapters are assumed equal in size and on one base model; the paper fixes the batch at 32. Isolation, security and failure containment are not priced: a dedicated server keeps a misbehaving adapter away from other tenants, which can justify it regardless of cost. Shrinking the base (quantisation) makes adapters relatively heavier and moves the boundary.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LoRA Fleet Explorer가 계산하는 것&lt;/h3&gt;&lt;p&gt;LoRA 어댑터 K개로 이루어진 카탈로그를 &lt;b&gt;전용&lt;/b&gt; GPU(어댑터마다 1대, 각각 베이스 모델 전체를 보유)로 서비스할지, GPU 1대에서 &lt;b&gt;멀티플렉싱&lt;/b&gt;할지 비교합니다. 멀티플렉싱에서는 베이스 모델을 한 번만 올리고, 인기 있는 어댑터를 어댑터 풀에 두며, 서로 다른 어댑터의 요청을 한 배치로 묶어 처리합니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;풀 수용 한계&lt;/b&gt;: 풀에 들어가는 어댑터 수(풀 크기 ÷ 어댑터 크기). &lt;b&gt;재스트리밍&lt;/b&gt;: 배치에 포함된 서로 다른 상주 어댑터는 디코드 스텝마다 한 번씩 메모리에서 읽힙니다. &lt;b&gt;호스트 링크&lt;/b&gt;: 풀 밖의 어댑터는 호스트 링크를 거쳐 전송되며, 각 스텝의 일부 구간이 이 전송 시간을 가려 줍니다. &lt;b&gt;플릿 이점&lt;/b&gt;: 전용 GPU 수 ÷ 멀티플렉싱 GPU 수. &lt;b&gt;손익분기&lt;/b&gt;: 트래픽 점유율이 p*보다 큰 어댑터는 전용 GPU에서 서비스하는 편이 더 저렴합니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;운영 원칙.&lt;/b&gt; 어댑터가 1개면 어느 쪽이든 같습니다. 풀 수용 한계까지는 멀티플렉싱하세요. 한계를 넘으면 멀티플렉싱하되 풀을 늘리거나 어댑터를 더 촘촘히 담으세요. 손익분기 점유율을 넘는 어댑터에는 전용 GPU를 배정하세요.&lt;/p&gt;&lt;p&gt;&lt;b&gt;한계.&lt;/b&gt; 모든 수치는 측정값이 아니라 모델의 출력입니다. 어댑터는 크기가 모두 같고 하나의 베이스 모델을 공유한다고 가정하며, 논문은 배치를 32로 고정합니다. 격리, 보안, 장애 전파 차단은 비용에 반영되지 않습니다. 전용 서버는 오작동하는 어댑터를 다른 테넌트와 분리해 주므로 비용과 관계없이 선택할 이유가 될 수 있습니다. 베이스 모델을 줄이면(양자화) 어댑터의 상대적 비중이 커지고 풀 수용 한계가 달라집니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Measured.&lt;/b&gt; On %1 the calibration program timed an %2 (driver %3): HBM read %4 TB/s (model 4.8), host-to-GPU copies %5 GB/s in one direction (model 128, both directions of PCIe Gen5 together), transfer overlap %6 (model 0.5, measured with prefetches: the best case), and one distinct adapter %7 of a decode step (model: the byte ratio %8). The preset “H200 (measured)” uses the first three; View → Measured H200 points shows the re-stream points on the overhead chart.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;측정값.&lt;/b&gt; %1에 보정 프로그램으로 %2(드라이버 %3)를 측정한 결과입니다: HBM 읽기 %4 TB/s(모델 4.8), 호스트→GPU 복사 단방향 %5 GB/s(모델 128, PCIe Gen5 양방향 합계), 전송 겹침 %6(모델 0.5, 프리페치로 측정한 최선의 경우), 서로 다른 어댑터 1개당 디코드 스텝의 %7(모델: 바이트 비율 %8). 프리셋 “H200 (측정값)”은 앞의 세 값을 사용하며, 보기 → 오버헤드 차트에 H200 측정 지점 표시를 켜면 오버헤드 차트에 재스트리밍 측정 지점이 나타납니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About the model</source>
        <translation>모델 정보</translation>
    </message>
    <message>
        <source>About LoRA Fleet Explorer</source>
        <translation>LoRA Fleet Explorer 정보</translation>
    </message>
    <message>
        <source>&lt;h3&gt;LoRA Fleet Explorer %1&lt;/h3&gt;&lt;p&gt;What it costs to serve a catalog of LoRA adapters on one multiplexed GPU versus one dedicated GPU each.&lt;/p&gt;&lt;p&gt;Reproduces the analytical model of “The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200”.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;LoRA Fleet Explorer %1&lt;/h3&gt;&lt;p&gt;LoRA 어댑터 카탈로그를 멀티플렉싱 GPU 1대로 서비스할 때와 어댑터마다 전용 GPU를 둘 때의 비용을 비교합니다.&lt;/p&gt;&lt;p&gt;“The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200” 논문의 분석 모델을 재현합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software, licensed under the GNU General Public License, version 3 or later (%1): you may change and redistribute it. There is no warranty, to the extent permitted by law. &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;GNU 일반 공중 사용 허가서(GPL) 버전 3 또는 이후 버전(%1)으로 배포되는 자유 소프트웨어입니다: 자유롭게 수정하고 재배포할 수 있습니다. 법이 허용하는 범위에서 어떠한 보증도 하지 않습니다. &lt;a href=&quot;%2&quot;&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>lorafleet::AtomicWrite</name>
    <message>
        <source>the disk is full</source>
        <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>디스크 할당량을 모두 썼습니다</translation>
    </message>
    <message>
        <source>the file is too large for this disk</source>
        <translation>이 디스크에 담기에는 파일이 너무 큽니다</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>권한이 없습니다</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>디스크가 읽기 전용입니다</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>폴더가 없습니다</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>경로의 일부가 폴더가 아닙니다</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>폴더입니다</translation>
    </message>
    <message>
        <source>the file name is too long</source>
        <translation>파일 이름이 너무 깁니다</translation>
    </message>
    <message>
        <source>the disk reported an input/output error</source>
        <translation>디스크에서 입출력 오류가 났습니다</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>열린 파일이 너무 많습니다</translation>
    </message>
    <message>
        <source>the file is in use</source>
        <translation>파일이 사용 중입니다</translation>
    </message>
    <message>
        <source>the file lies on another disk than its folder</source>
        <translation>파일이 폴더와 다른 디스크에 있습니다</translation>
    </message>
    <message>
        <source>system error %1 (%2)</source>
        <translation>시스템 오류 %1 (%2)</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>파일 이름이 주어지지 않았습니다</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>일반 파일이 아닙니다</translation>
    </message>
</context>
<context>
    <name>lorafleet::BatchExport</name>
    <message>
        <source>The scale %1 is not valid: expected a number from %2 to %3.</source>
        <translation>배율 %1은(는) 유효하지 않습니다: %2부터 %3까지의 숫자여야 합니다.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1: %2.</source>
        <translation>폴더 %1을(를) 만들 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder</source>
        <translation>%1은(는) 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
        <source>%1 is not writable</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>the system refused it</source>
        <translation>시스템이 거부했습니다</translation>
    </message>
</context>
<context>
    <name>lorafleet::BreakevenChart</name>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Share of all traffic</source>
        <translation>전체 트래픽 점유율</translation>
    </message>
    <message>
        <source>break-even p*</source>
        <translation>손익분기 p*</translation>
    </message>
    <message>
        <source>%1: an adapter with more than %2 of the traffic is cheaper on its own GPU</source>
        <translation>%1: 트래픽 점유율이 %2를 넘는 어댑터는 전용 GPU가 더 저렴합니다</translation>
    </message>
    <message>
        <source>top adapter p₁</source>
        <translation>최상위 어댑터 p₁</translation>
    </message>
    <message>
        <source>%1: the most popular adapter gets %2 of the traffic</source>
        <translation>%1: 최상위 어댑터가 트래픽의 %2를 받습니다</translation>
    </message>
    <message>
        <source>dedicated GPU cheaper</source>
        <translation>전용이 저렴</translation>
    </message>
    <message>
        <source>Break-even share</source>
        <translation>손익분기 점유율</translation>
    </message>
    <message>
        <source>K = %1: top adapter %2, own GPU pays from %3</source>
        <translation>K = %1: 최상위 어댑터 %2, %3부터 전용 GPU가 이득</translation>
    </message>
    <message>
        <source>fraction of all traffic</source>
        <translation>전체 트래픽 대비 비율</translation>
    </message>
    <message>
        <source>adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>break-even share p* [%1]</source>
        <translation>손익분기 점유율 p* [%1]</translation>
    </message>
    <message>
        <source>top adapter share p₁ [%1]</source>
        <translation>최상위 어댑터 점유율 p₁ [%1]</translation>
    </message>
    <message>
        <source>break-even share p* [fraction of all traffic]</source>
        <translation>손익분기 점유율 p* [전체 트래픽 대비 비율]</translation>
    </message>
    <message>
        <source>%1: p* = %2</source>
        <translation>%1: p* = %2</translation>
    </message>
    <message>
        <source>Traffic share</source>
        <translation>트래픽 점유율</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>점유율</translation>
    </message>
    <message>
        <source>K = %1: top adapter %2, above %3: its own GPU pays</source>
        <translation>K = %1: 최상위 어댑터 %2, %3 초과: 전용 GPU가 이득</translation>
    </message>
</context>
<context>
    <name>lorafleet::Calibration</name>
    <message>
        <source>The calibration file has no valid %1.%2: expected a positive number.</source>
        <translation>보정 파일에 유효한 %1.%2 값이 없습니다: 양수여야 합니다.</translation>
    </message>
    <message>
        <source>The calibration file is not a JSON object (%1).</source>
        <translation>보정 파일이 JSON 객체가 아닙니다(%1).</translation>
    </message>
    <message>
        <source>it holds something else</source>
        <translation>다른 종류의 데이터가 들어 있음</translation>
    </message>
    <message>
        <source>This is not a LoRA Fleet Explorer calibration file (format &quot;lorafleet-calibration&quot;, version 1).</source>
        <translation>LoRA Fleet Explorer 보정 파일(형식 &quot;lorafleet-calibration&quot;, 버전 1)이 아닙니다.</translation>
    </message>
    <message>
        <source>The calibration file does not say which GPU was measured, or when.</source>
        <translation>보정 파일에 측정한 GPU나 측정 날짜가 적혀 있지 않습니다.</translation>
    </message>
    <message>
        <source>The calibration file has no list of re-stream points (points.restream).</source>
        <translation>보정 파일에 재스트리밍 측정 지점 목록(points.restream)이 없습니다.</translation>
    </message>
    <message>
        <source>A re-stream point of the calibration file is not valid: each needs distinct_adapters (a whole number), step_ms (positive) and relative_overhead (a number).</source>
        <translation>보정 파일의 재스트리밍 측정 지점이 유효하지 않습니다: 각 지점에는 distinct_adapters(정수), step_ms(양수), relative_overhead(숫자)가 있어야 합니다.</translation>
    </message>
    <message>
        <source>The calibration file has no re-stream point with an adapter in the batch.</source>
        <translation>보정 파일에 배치에 어댑터가 하나 이상 있는 재스트리밍 측정 지점이 없습니다.</translation>
    </message>
    <message>
        <source>Cannot read the calibration file %1: %2</source>
        <translation>보정 파일 %1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 (measured)</source>
        <translation>%1 (측정값)</translation>
    </message>
    <message>
        <source>The paper&apos;s H200 scenario with the constants measured on an %1 (driver %2) on %3 by calibration/lorafleet-calibrate: HBM read bandwidth %4 TB/s (paper 4.8), pinned host-to-device copies %5 GB/s on one stream (paper 128: the two directions of PCIe Gen5 x16 together), transfer overlap %6 (paper 0.5; the measured transfers were prefetches independent of the step, the hardware&apos;s best case). One distinct adapter cost %7 of a base step against the byte ratio %8: the simple multi-LoRA kernels read adapters more slowly than the base weights. The model&apos;s re-stream term is the byte ratio and is kept; see resources/calibration/h200-measured.json for every point.</source>
        <translation>논문의 H200 시나리오에 calibration/lorafleet-calibrate가 %3에 %1(드라이버 %2)에서 측정한 상수를 적용했습니다: HBM 읽기 대역폭 %4 TB/s(논문 4.8), 스트림 1개에서 고정(pinned) 메모리의 호스트→디바이스 복사 %5 GB/s(논문 128: PCIe Gen5 x16 양방향 합계), 전송 겹침 %6(논문 0.5; 측정한 전송은 스텝과 무관한 프리페치로, 하드웨어에서 가능한 최선의 경우입니다). 서로 다른 어댑터 1개의 비용은 베이스 스텝의 %7로, 바이트 비율 %8과 차이가 있습니다: 단순한 멀티 LoRA 커널은 어댑터를 베이스 가중치보다 느리게 읽습니다. 모델의 재스트리밍 항은 바이트 비율을 그대로 사용합니다. 모든 측정 지점은 resources/calibration/h200-measured.json을 참고하세요.</translation>
    </message>
    <message>
        <source>Cannot read the calibration file %1: it is %2, and only regular files are read.</source>
        <translation>보정 파일 %1을(를) 읽을 수 없습니다: %2이며, 일반 파일만 읽습니다.</translation>
    </message>
</context>
<context>
    <name>lorafleet::CatalogGrowthChart</name>
    <message>
        <source>Weeks</source>
        <translation>주</translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>Catalog size K(t)</source>
        <translation>카탈로그 크기 K(t)</translation>
    </message>
    <message>
        <source>%1, %2 adapters, %3: R = %4</source>
        <translation>%1, 어댑터 %2개, %3: R = %4</translation>
    </message>
    <message>
        <source>K(t), no overhead</source>
        <translation>K(t), 오버헤드 없음</translation>
    </message>
    <message>
        <source>%1: the catalog holds %2 adapters</source>
        <translation>%1: 카탈로그에 어댑터 %2개</translation>
    </message>
    <message>
        <source>Catalog growth</source>
        <translation>카탈로그 성장</translation>
    </message>
    <message>
        <source>outgrows the pool: %1</source>
        <translation>풀 초과: %1</translation>
    </message>
    <message>
        <source>%1 adapters: %2</source>
        <translation>어댑터 %1개: %2</translation>
    </message>
    <message>
        <source>fleet advantage R(K(t))</source>
        <translation>플릿 이점 R(K(t))</translation>
    </message>
    <message>
        <source>week t</source>
        <translation>주 t</translation>
    </message>
    <message>
        <source>catalog K(t) [adapters]</source>
        <translation>카탈로그 K(t) [어댑터 수]</translation>
    </message>
    <message>
        <source>%1 (current s = %2) [×]</source>
        <translation>%1 (현재 s = %2) [×]</translation>
    </message>
    <message>
        <source>%1 (%2) [×]</source>
        <translation>%1 (%2) [×]</translation>
    </message>
    <message>
        <source>fleet advantage R(K(t)) (its skew s = %1) [×]</source>
        <translation>플릿 이점 R(K(t)) (자체 스큐 s = %1) [×]</translation>
    </message>
    <message>
        <source>%1: R = %2</source>
        <translation>%1: R = %2</translation>
    </message>
    <message>
        <source>now: %1 adapters</source>
        <translation>현재: 어댑터 %1개</translation>
    </message>
    <message>
        <source>now: %1 adapters,
fewer than at the start (%2)</source>
        <translation>현재: 어댑터 %1개,
시작 크기(%2개)보다 적음</translation>
    </message>
    <message>
        <source>now: %1 adapters,
not reached in %2 weeks</source>
        <translation>현재: 어댑터 %1개,
%2주 안에 도달하지 않음</translation>
    </message>
    <message>
        <source>Advantage R</source>
        <translation>이점 R</translation>
    </message>
    <message>
        <source>Catalog K(t)</source>
        <translation>카탈로그 K(t)</translation>
    </message>
    <message>
        <source>Weeks of growth from %1 adapters</source>
        <translation>어댑터 %1개부터 성장한 기간 (주)</translation>
    </message>
    <message>
        <source>Weeks from %1 adapters</source>
        <translation>어댑터 %1개부터 (주)</translation>
    </message>
    <message>
        <source>now: %1 adapters,
above the growth&apos;s ceiling (%2)</source>
        <translation>현재: 어댑터 %1개,
성장 상한(%2) 초과</translation>
    </message>
</context>
<context>
    <name>lorafleet::Chart</name>
    <message>
        <source>K = %1</source>
        <translation>K = %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>pinned scenario</source>
        <translation>고정한 시나리오</translation>
    </message>
</context>
<context>
    <name>lorafleet::ChartCaption</name>
    <message>
        <source>Does not fit in GPU memory: over by %1 · </source>
        <translation>GPU 메모리에 들어가지 않음: %1 초과 · </translation>
    </message>
    <message>
        <source>GPU %1 · K = %2 · s = %3 · batch %4 · pool %5 · %6/h · %7 · model output, not a measurement</source>
        <translation>GPU %1 · K = %2 · s = %3 · 배치 %4 · 풀 %5 · %6/시간 · %7 · 측정값이 아닌 모델 출력</translation>
    </message>
</context>
<context>
    <name>lorafleet::ChartFile</name>
    <message>
        <source>the chart could not be drawn</source>
        <translation>차트를 그릴 수 없습니다</translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer: model output, not measurements.</source>
        <translation>LoRA Fleet Explorer: 측정값이 아닌 모델 출력입니다.</translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer</source>
        <translation>LoRA Fleet Explorer</translation>
    </message>
    <message>
        <source>no table for the chart %1</source>
        <translation>차트 %1에 해당하는 표가 없습니다</translation>
    </message>
    <message>
        <source>a report holds every chart: write it with Report::writePdf()</source>
        <translation>보고서에는 모든 차트가 들어갑니다: Report::writePdf()로 작성하세요</translation>
    </message>
</context>
<context>
    <name>lorafleet::CommandLine</name>
    <message>
        <source>Scenario keys for --set KEY=VALUE (see docs/model.md):</source>
        <translation>--set KEY=VALUE에 쓸 수 있는 시나리오 키 (docs/model.md 참고):</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>기본값 %1</translation>
    </message>
    <message>
        <source>Valid: %1.</source>
        <translation>허용 값: %1.</translation>
    </message>
    <message>
        <source>use either --scenario or --preset, not both</source>
        <translation>--scenario와 --preset은 함께 쓸 수 없습니다: 하나만 지정하세요</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>warning: %1: %2</source>
        <translation>경고: %1: %2</translation>
    </message>
    <message>
        <source>--set %1: expected KEY=VALUE</source>
        <translation>--set %1: KEY=VALUE 형식이어야 합니다</translation>
    </message>
    <message>
        <source>unknown key &apos;%1&apos; (value %2): expected one of %3</source>
        <translation>알 수 없는 키 &apos;%1&apos;(값 %2): 다음 중 하나여야 합니다: %3</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>예상하지 못한 인수 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer: K = %1 adapters, skew s = %2, batch %3, pool %4 GB</source>
        <translation>LoRA Fleet Explorer: 어댑터 K = %1개, 쏠림 s = %2, 배치 %3, 풀 %4 GB</translation>
    </message>
    <message>
        <source>Pool capacity (pool-fit boundary)</source>
        <translation>풀 용량 (풀 수용 한계)</translation>
    </message>
    <message>
        <source>%1 adapters</source>
        <translation>어댑터 %1개</translation>
    </message>
    <message>
        <source>Re-stream overhead</source>
        <translation>재스트리밍 오버헤드</translation>
    </message>
    <message>
        <source>Host-link overhead</source>
        <translation>호스트 링크 오버헤드</translation>
    </message>
    <message>
        <source>Total overhead per token</source>
        <translation>토큰당 총 오버헤드</translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>GPUs, multiplexed</source>
        <translation>GPU 수, 멀티플렉싱</translation>
    </message>
    <message>
        <source>GPUs, dedicated</source>
        <translation>GPU 수, 전용</translation>
    </message>
    <message>
        <source>Cost per month, multiplexed</source>
        <translation>월 비용, 멀티플렉싱</translation>
    </message>
    <message>
        <source>Cost per month, dedicated</source>
        <translation>월 비용, 전용</translation>
    </message>
    <message>
        <source>Savings per month (per year)</source>
        <translation>월 절감액 (연)</translation>
    </message>
    <message>
        <source>Break-even share p*</source>
        <translation>손익분기 점유율 p*</translation>
    </message>
    <message>
        <source>Top adapter&apos;s share p1</source>
        <translation>최상위 어댑터 점유율 p1</translation>
    </message>
    <message>
        <source>Adapters cheaper dedicated</source>
        <translation>전용이 더 저렴한 어댑터</translation>
    </message>
    <message>
        <source>GPU memory B + V + P of M</source>
        <translation>GPU 메모리 B + V + P / M</translation>
    </message>
    <message>
        <source>%1 of %2 GB, %3</source>
        <translation>%1 / %2 GB, %3</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>수용 가능</translation>
    </message>
    <message>
        <source>does not fit: over by %1 GB</source>
        <translation>수용 불가: %1 GB 초과</translation>
    </message>
    <message>
        <source>Catalog crosses the boundary, week</source>
        <translation>풀 수용 한계 초과 시점 (주)</translation>
    </message>
    <message>
        <source>Catalog saturates, week</source>
        <translation>카탈로그 포화 시점 (주)</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>판정: %1</translation>
    </message>
    <message>
        <source>export needs --out DIR</source>
        <translation>export에는 --out DIR이 필요합니다</translation>
    </message>
    <message>
        <source>--scale %1 is not valid: expected a number from 1 to 4</source>
        <translation>--scale %1은(는) 유효하지 않습니다: 1부터 4까지의 숫자여야 합니다</translation>
    </message>
    <message>
        <source>screenshot needs --out FILE</source>
        <translation>screenshot에는 --out FILE이 필요합니다</translation>
    </message>
    <message>
        <source>--size %1 is not valid: expected WxH from 640x400 to 7680x4320</source>
        <translation>--size %1은(는) 유효하지 않습니다: 640x400부터 7680x4320까지의 WxH 형식이어야 합니다</translation>
    </message>
    <message>
        <source>--theme %1 is not valid: expected one of %2</source>
        <translation>--theme %1은(는) 유효하지 않습니다: %2 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>--lang %1 is not valid: expected ko or en</source>
        <translation>--lang %1은(는) 유효하지 않습니다: ko 또는 en이어야 합니다</translation>
    </message>
    <message>
        <source>give one scenario: a file, --scenario FILE or --preset NAME</source>
        <translation>시나리오는 하나만 지정하세요: 파일, --scenario FILE, --preset NAME 중 하나</translation>
    </message>
    <message>
        <source>License %1: GNU GPL version 3 or later &lt;%2&gt;.
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.</source>
        <translation>라이선스 %1: GNU GPL 버전 3 또는 이후 버전 &lt;%2&gt;.
이 프로그램은 자유 소프트웨어입니다: 자유롭게 수정하고 재배포할 수 있습니다.
법이 허용하는 범위에서 어떠한 보증도 하지 않습니다.</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (try lorafleet --help)</source>
        <translation>알 수 없는 명령 &apos;%1&apos; (lorafleet --help 참고)</translation>
    </message>
    <message>
        <source>--format %1 is not valid: expected one of %2</source>
        <translation>--format %1은(는) 유효하지 않습니다: %2 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>the window could not be drawn</source>
        <translation>창을 그릴 수 없습니다</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 파일을 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Fixed LoRA overhead</source>
        <translation>LoRA 고정 오버헤드</translation>
    </message>
    <message>
        <source>Batch lost to the pool&apos;s memory</source>
        <translation>풀 메모리로 줄어든 배치</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>engine (docs/model.md)</source>
        <translation>엔진 (docs/model.md)</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>논문</translation>
    </message>
    <message>
        <source>GPU capacity, multiplexed</source>
        <translation>GPU 처리량, 멀티플렉싱</translation>
    </message>
    <message>
        <source>%1 requests/month</source>
        <translation>월 %1 요청</translation>
    </message>
    <message>
        <source>GPU capacity, dedicated</source>
        <translation>GPU 처리량, 전용</translation>
    </message>
    <message>
        <source>Effective batch</source>
        <translation>유효 배치</translation>
    </message>
    <message>
        <source>Pool hit rate</source>
        <translation>풀 적중률</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>출처: %1</translation>
    </message>
    <message>
        <source>Engine overhead set from the reference (%1 adapters): %2</source>
        <translation>기준점(어댑터 %1개)에서 정한 엔진 오버헤드: %2</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>토큰/초</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>요청/초</translation>
    </message>
    <message>
        <source>adapters</source>
        <translation>어댑터</translation>
    </message>
    <message>
        <source>measured (%1)</source>
        <translation>측정값 (%1)</translation>
    </message>
    <message>
        <source>measured ratio</source>
        <translation>측정 비율</translation>
    </message>
    <message>
        <source>predicted ratio</source>
        <translation>예측 비율</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오차</translation>
    </message>
    <message>
        <source>Largest error: %1</source>
        <translation>최대 오차: %1</translation>
    </message>
    <message>
        <source>CSV request log</source>
        <translation>CSV 요청 로그</translation>
    </message>
    <message>
        <source>JSON Lines request log</source>
        <translation>JSON Lines 요청 로그</translation>
    </message>
    <message>
        <source>counts table</source>
        <translation>개수 표</translation>
    </message>
    <message>
        <source>%1: adapter column %2%3</source>
        <translation>%1: 어댑터 열 %2%3</translation>
    </message>
    <message>
        <source>, time column %1</source>
        <translation>, 시각 열 %1</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청 수</translation>
    </message>
    <message>
        <source>Adapters (K)</source>
        <translation>어댑터 수 (K)</translation>
    </message>
    <message>
        <source>Skew s (95 % interval)</source>
        <translation>스큐 s (95 % 구간)</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2~%3)</translation>
    </message>
    <message>
        <source>Maximum likelihood on the ranks</source>
        <translation>순위에 대한 최대 가능도</translation>
    </message>
    <message>
        <source>KS distance (at rank)</source>
        <translation>KS 거리 (순위)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Top %n adapter(s): observed, fitted</source>
        <translation>
            <numerusform>상위 어댑터 %n개: 관측, 적합</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Last %n adapter(s): observed, fitted</source>
        <translation>
            <numerusform>하위 어댑터 %n개: 관측, 적합</numerusform>
        </translation>
    </message>
    <message>
        <source>Requests per month</source>
        <translation>월간 요청 수</translation>
    </message>
    <message>
        <source>unknown (no timestamps)</source>
        <translation>알 수 없음 (시각 없음)</translation>
    </message>
    <message>
        <source>Peak hour against the mean hour</source>
        <translation>평균 시간 대비 최대 시간</translation>
    </message>
    <message>
        <source>Adapter #%1 (requests)</source>
        <translation>어댑터 #%1 (요청 수)</translation>
    </message>
    <message>
        <source>Bad lines</source>
        <translation>잘못된 줄</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1번째 줄: %2</translation>
    </message>
    <message>
        <source>fit-log needs one FILE (a CSV or JSON Lines request log, or an adapter,count table)</source>
        <translation>fit-log에는 FILE 하나가 필요합니다 (CSV 또는 JSON Lines 요청 로그, 또는 adapter,count 표)</translation>
    </message>
    <message>
        <source>%1: every request is for one adapter (%2): no skew to fit</source>
        <translation>%1: 모든 요청이 어댑터 하나(%2)에 대한 것이라 추정할 스큐가 없습니다</translation>
    </message>
    <message>
        <source>--batches %1 is not valid: expected a whole number from 1 to %2</source>
        <translation>--batches %1은(는) 올바르지 않습니다: 1부터 %2까지의 정수가 필요합니다</translation>
    </message>
    <message>
        <source>--batches %1 is too many at %2 requests a batch: at most %3 (%4 requests in all)</source>
        <translation>--batches %1은(는) 배치당 요청 %2개에서 너무 많습니다: 최대 %3개입니다(요청은 모두 합쳐 %4개)</translation>
    </message>
    <message>
        <source>--out %1 is the request log itself: writing the scenario there would overwrite the log; name another file</source>
        <translation>--out %1은(는) 요청 로그 자체입니다: 그곳에 시나리오를 쓰면 로그를 덮어쓰게 되니 다른 파일을 지정하세요</translation>
    </message>
    <message>
        <source>--seed %1 is not valid: expected a whole number from 0</source>
        <translation>--seed %1은(는) 올바르지 않습니다: 0 이상의 정수가 필요합니다</translation>
    </message>
    <message>
        <source>mean %1, p5-p95 %2-%3, model %4</source>
        <translation>평균 %1, p5-p95 %2-%3, 모델 %4</translation>
    </message>
    <message>
        <source>%1 batches of %2 requests, %3 pool:</source>
        <translation>요청 %2개짜리 배치 %1개, %3 풀:</translation>
    </message>
    <message>
        <source>LRU</source>
        <translation>LRU</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>고정</translation>
    </message>
    <message>
        <source>Distinct resident adapters</source>
        <translation>상주 어댑터 고유 개수</translation>
    </message>
    <message>
        <source>Adapters loaded per step</source>
        <translation>스텝당 적재되는 어댑터</translation>
    </message>
    <message>
        <source>Distinct out-of-pool adapters</source>
        <translation>풀 밖 어댑터 고유 개수</translation>
    </message>
    <message>
        <source>simulated %1, model %2</source>
        <translation>시뮬레이션 %1, 모델 %2</translation>
    </message>
    <message>
        <source>savings per month</source>
        <translation>월 절감액</translation>
    </message>
    <message>
        <source>fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>multiplexed GPUs</source>
        <translation>멀티플렉싱 GPU 수</translation>
    </message>
    <message>
        <source>Sensitivity of the %1: %2 in this scenario</source>
        <translation>%1의 민감도: 이 시나리오에서 %2</translation>
    </message>
    <message>
        <source>Each parameter moved %1 % down and up (within its valid range, counts whole); largest swing first.</source>
        <translation>각 매개변수를 %1 % 내리고 올렸습니다 (유효 범위 안에서, 개수는 정수로). 변동폭이 큰 순서입니다.</translation>
    </message>
    <message>
        <source>key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>now</source>
        <translation>현재</translation>
    </message>
    <message>
        <source>low</source>
        <translation>낮음</translation>
    </message>
    <message>
        <source>high</source>
        <translation>높음</translation>
    </message>
    <message>
        <source>at low</source>
        <translation>낮을 때</translation>
    </message>
    <message>
        <source>at high</source>
        <translation>높을 때</translation>
    </message>
    <message>
        <source>swing</source>
        <translation>변동폭</translation>
    </message>
    <message>
        <source>No parameter moves this output.</source>
        <translation>이 출력을 움직이는 매개변수가 없습니다.</translation>
    </message>
    <message>
        <source>--output %1 is not valid: expected savings, advantage or gpus</source>
        <translation>--output %1은(는) 유효하지 않습니다: savings, advantage 또는 gpus여야 합니다</translation>
    </message>
    <message>
        <source>--range %1 is not valid: expected a percentage from %2 to %3</source>
        <translation>--range %1은(는) 유효하지 않습니다: %2에서 %3 사이의 백분율이어야 합니다</translation>
    </message>
    <message>
        <source>--percentile %1 is not valid: expected a number from %2 to %3</source>
        <translation>--percentile %1은(는) 유효하지 않습니다: %2에서 %3 사이의 수여야 합니다</translation>
    </message>
    <message>
        <source>give both --hidden-size and --layers, or neither</source>
        <translation>--hidden-size와 --layers를 함께 주거나 둘 다 빼세요</translation>
    </message>
    <message>
        <source>--hidden-size %1 --layers %2 is not valid: expected whole numbers from 1 to %3</source>
        <translation>--hidden-size %1 --layers %2은(는) 유효하지 않습니다: 1에서 %3 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <source>Differences in brackets are against the first scenario.</source>
        <translation>괄호 안의 차이는 첫 번째 시나리오와 비교한 값입니다.</translation>
    </message>
    <message>
        <source>compare takes %1 to %2 scenario files or presets, not %3</source>
        <translation>compare에는 시나리오 파일이나 프리셋이 %1~%2개 필요합니다 (%3개가 아님)</translation>
    </message>
    <message>
        <source>--view %1 is not valid: expected one of %2</source>
        <translation>--view %1은(는) 유효하지 않습니다: %2 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>compare --format needs --out DIR</source>
        <translation>compare --format에는 --out DIR가 필요합니다</translation>
    </message>
    <message>
        <source>compare --out needs a folder</source>
        <translation>compare --out에는 폴더가 필요합니다</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>수치</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>%1 minus %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>the folder cannot be created</source>
        <translation>폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>Decision commands (they need no display):
  sensitivity [SCENARIO] [--output savings|advantage|gpus] [--range PERCENT] [--json]
                                      each numeric parameter moved PERCENT (default 25)
                                      down and up, the output at both ends, largest
                                      swing first
  flags [--engine vllm|sglang|lorax|trtllm] [SCENARIO] [--percentile P]
        [--hidden-size N --layers N] [--json]
                                      the engine&apos;s launch options for the scenario, each
                                      with why; the engine defaults to the scenario&apos;s
                                      engine key (docs/flags.md)
  explain [SCENARIO] [--json]          why the two models&apos; monthly costs differ: one step
                                      per assumption of the engine model, summing to the
                                      difference
  compare A B [C D] [--json] [--out DIR [--format png|svg|pdf|csv|report]]
                                      two to four scenario files or presets side by side;
                                      --out writes comparison.csv, the charts with the
                                      others drawn over the first, and each one&apos;s own
  screenshot ... --view charts|phase-map|sensitivity|bridge
                                      the window&apos;s view to render (default charts)

</source>
        <translation>의사결정 명령 (디스플레이가 없어도 실행됨):
  sensitivity [SCENARIO] [--output savings|advantage|gpus] [--range PERCENT] [--json]
                                      숫자 매개변수마다 PERCENT(기본 25)만큼 내리고
                                      올려 양 끝의 출력을 보여 줍니다. 변동폭이 큰
                                      순서입니다
  flags [--engine vllm|sglang|lorax|trtllm] [SCENARIO] [--percentile P]
        [--hidden-size N --layers N] [--json]
                                      시나리오에 맞는 엔진의 실행 옵션과 각각의 이유;
                                      엔진의 기본값은 시나리오의 engine 키입니다
                                      (docs/flags.md)
  explain [SCENARIO] [--json]          두 모델의 월 비용이 다른 이유: 엔진 모델의 가정마다
                                      한 단계, 단계의 합은 두 비용의 차이
  compare A B [C D] [--json] [--out DIR [--format png|svg|pdf|csv|report]]
                                      시나리오 파일이나 프리셋 2~4개를 나란히 비교합니다.
                                      --out은 comparison.csv, 첫 시나리오 위에 나머지를
                                      겹쳐 그린 차트, 각각의 차트를 씁니다
  screenshot ... --view charts|phase-map|sensitivity|bridge
                                      렌더링할 창의 보기 (기본 charts)

</translation>
    </message>
    <message>
        <source>--size %1: the window cannot be drawn that small; the smallest size it takes with this scenario and language is %2x%3</source>
        <translation>--size %1: 창을 그만큼 작게 그릴 수 없습니다. 이 시나리오와 언어에서 가능한 가장 작은 크기는 %2x%3입니다</translation>
    </message>
    <message>
        <source>Usage: lorafleet [COMMAND] [OPTIONS]
LoRA Fleet Explorer: what it costs to serve a catalog of LoRA adapters on one multiplexed
GPU versus one dedicated GPU each.

Without a command, opens the window:
  lorafleet [FILE | --scenario FILE | --preset NAME]

Commands (they need no display):
  eval [SCENARIO] [--json]            print the scenario&apos;s figures
  export --out DIR [SCENARIO] [--format F] [--scale N] [--theme NAME]
                                      write the five charts into DIR as cost,
                                      fleet-advantage, overhead, catalog-growth and
                                      breakeven; F is png
                                      (1200 x 750 pixels at scale 1, the default), svg, pdf,
                                      csv (the plotted data), or report (report.pdf: one
                                      page with the charts, figures and parameters)
  screenshot --out FILE [SCENARIO] [--size WxH] [--theme NAME] [--presentation]
                                      render the whole window as PNG (default 1600x1000);
                                      themes: light, dark, high-contrast
  presets                             list the shipped presets
  validate [FILE...] [--json]         the engine model against published measurements (the
                                      shipped tables without FILE): per point the measured
                                      and predicted ratio to the reference and the error
  fit-log FILE [--adapter-column NAME] [--time-column NAME] [--json]
                                      fit K, the skew s (95 % interval) and requests per
                                      month to a request log (CSV or JSON Lines, ISO 8601 or
                                      Unix-second times) or an adapter,count table
  simulate [SCENARIO] [--batches N] [--seed S] [--json]
                                      draw N batches (default 10000; 1,048,576 requests
                                      in all at most) from the scenario&apos;s popularity:
                                      distinct resident and out-of-pool adapters and the
                                      pool hit rate, beside the model&apos;s values
  simulate --fleet [SCENARIO] [--requests N] [--placements P] [--seed S] [--json]
                                      route requests to the fleet&apos;s replicas by its
                                      routing: the fleet hit rate, load imbalance and
                                      TTFT beside the closed form

SCENARIO options (in this order):
  --scenario FILE   start from a saved scenario file
  --preset NAME     start from a shipped preset (see lorafleet presets)
  --set KEY=VALUE   then change one value (repeatable; applied in order)

Other options:
  --json            eval: print one JSON object as the last line of output
  --out DIR|FILE    export: the folder to write into (created if missing); screenshot: the file
  --scale N         export: pixel ratio of PNG files, 1 to 4 (default 1)
  --theme NAME      export, screenshot: light (default), dark or high-contrast
  -h, --help        show this help
  --lang ko|en      the language of messages and help (default: the system&apos;s)
  -v, --version     show the version

Exit status: 0 done, 1 a file could not be written, 2 invalid input (one line on stderr).

</source>
        <translation>사용법: lorafleet [COMMAND] [OPTIONS]
LoRA Fleet Explorer: LoRA 어댑터 카탈로그를 멀티플렉싱 GPU 1대로 서비스할 때와
어댑터마다 전용 GPU를 둘 때의 비용을 비교합니다.

명령 없이 실행하면 창을 엽니다:
  lorafleet [FILE | --scenario FILE | --preset NAME]

명령 (디스플레이가 없어도 실행됨):
  eval [SCENARIO] [--json]            시나리오의 수치를 출력합니다
  export --out DIR [SCENARIO] [--format F] [--scale N] [--theme NAME]
                                      차트 5개를 DIR에 cost, fleet-advantage,
                                      overhead, catalog-growth, breakeven 파일로
                                      씁니다.
                                      F: png(기본값, 배율 1에서 1200 x 750 픽셀),
                                      svg, pdf, csv(차트 데이터), report
                                      (report.pdf: 차트, 수치, 매개변수를 담은
                                      한 페이지 보고서)
  screenshot --out FILE [SCENARIO] [--size WxH] [--theme NAME] [--presentation]
                                      창 전체를 PNG로 렌더링합니다
                                      (기본값 1600x1000).
                                      테마: light, dark, high-contrast
  presets                             기본 제공 프리셋 목록을 출력합니다
  validate [FILE...] [--json]         엔진 모델을 공개된 측정값과 비교합니다 (FILE이 없으면
                                      기본 제공 표): 점마다 기준점 대비 측정 비율과 예측
                                      비율, 오차
  fit-log FILE [--adapter-column NAME] [--time-column NAME] [--json]
                                      요청 로그(CSV 또는 JSON Lines, ISO 8601 또는 Unix 초
                                      시각)나 adapter,count 표에서 K, 스큐 s(95 % 구간),
                                      월간 요청 수를 추정합니다
  simulate [SCENARIO] [--batches N] [--seed S] [--json]
                                      시나리오의 인기도에서 배치 N개(기본값 10000, 요청은
                                      모두 합쳐 최대 1,048,576개)를 뽑아
                                      상주 어댑터와 풀 밖 어댑터의 고유 개수, 풀 적중률을
                                      모델 값과 나란히 보여 줍니다
  simulate --fleet [SCENARIO] [--requests N] [--placements P] [--seed S] [--json]
                                      라우팅에 따라 요청을 플릿의 레플리카로 보내
                                      플릿 적중률, 부하 불균형, TTFT를 닫힌 식과
                                      나란히 보여 줍니다

SCENARIO 옵션 (이 순서로 적용):
  --scenario FILE   저장된 시나리오 파일에서 시작합니다
  --preset NAME     기본 제공 프리셋에서 시작합니다 (lorafleet presets 참고)
  --set KEY=VALUE   그다음 값 하나를 바꿉니다 (반복 가능, 순서대로 적용)

기타 옵션:
  --json            eval: 출력의 마지막 줄에 JSON 객체 하나를 출력합니다
  --out DIR|FILE    export: 쓸 폴더(없으면 만듦), screenshot: 쓸 파일
  --scale N         export: PNG 파일의 픽셀 배율, 1~4 (기본값 1)
  --theme NAME      export, screenshot: light(기본값), dark, high-contrast
  -h, --help        이 도움말을 표시합니다
  --lang ko|en      메시지와 도움말의 언어 (기본값: 시스템 언어)
  -v, --version     버전을 표시합니다

종료 상태: 0 완료, 1 파일을 쓸 수 없음, 2 잘못된 입력 (stderr에 한 줄 출력).

</translation>
    </message>
    <message>
        <source>Cost per month, operating rule</source>
        <translation>월 비용, 운영 규칙</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1 (GPU %2대)</translation>
    </message>
    <message>
        <source>Cost over %1 weeks, multiplexed</source>
        <translation>%1주 누적 비용, 멀티플렉싱</translation>
    </message>
    <message>
        <source>Cost over %1 weeks, dedicated</source>
        <translation>%1주 누적 비용, 전용</translation>
    </message>
    <message>
        <source>fit-log options:
  --out SCENARIO    write a scenario with the fit applied (K, s, demand, peak factor)
  --empirical       with --out: popularity = empirical, the log&apos;s own shares (the
                    most popular adapters exactly, the rest a fitted Zipf tail)
  --scenario FILE   with --out: apply the fit to this scenario, not the paper&apos;s

</source>
        <translation>fit-log 옵션:
  --out SCENARIO    적합 결과(K, s, 수요, 피크 배수)를 적용한 시나리오를 씁니다
  --empirical       --out과 함께: popularity = empirical, 로그 자체의 점유율(가장
                    인기 있는 어댑터는 그대로, 나머지는 적합한 Zipf 꼬리)
  --scenario FILE   --out과 함께: 논문의 시나리오 대신 이 시나리오에 적합 결과를 적용합니다

</translation>
    </message>
    <message>
        <source>Popularity</source>
        <translation>인기도 분포</translation>
    </message>
    <message>
        <source>Zipf, s = %1</source>
        <translation>Zipf, s = %1</translation>
    </message>
    <message numerus="yes">
        <source>empirical: %n adapter(s) as logged, the rest a Zipf tail (s = %1) with %2 of the requests</source>
        <translation>
            <numerusform>경험적: 어댑터 %n개는 로그 그대로, 나머지는 요청의 %2을(를) 차지하는 Zipf 꼬리(s = %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>fit-log: --empirical and --scenario need --out SCENARIO (the file to write)</source>
        <translation>fit-log: --empirical과 --scenario에는 --out SCENARIO(쓸 파일)가 필요합니다</translation>
    </message>
    <message>
        <source>the fit cannot be applied: %1</source>
        <translation>적합 결과를 적용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Scenario written to %1 (popularity: %2)</source>
        <translation>시나리오를 %1에 썼습니다(인기도 분포: %2)</translation>
    </message>
    <message>
        <source>empirical, the log&apos;s own shares</source>
        <translation>경험적, 로그 자체의 점유율</translation>
    </message>
    <message>
        <source>export options:
  --no-caption      PNG, SVG and PDF charts without the line under each one that names
                    the scenario (GPU memory, K, s, batch, pool, $/h, model; led in red
                    by &quot;Does not fit in GPU memory&quot; when it does not fit)

Window: a FILE that cannot be opened is named, with why, in a dialog over the window
(and on stderr); the window opens on its last session or the defaults.

</source>
        <translation>export 옵션:
  --no-caption      PNG, SVG, PDF 차트 아래에 시나리오를 밝히는 줄(GPU 메모리, K, s,
                    배치, 풀, $/시간, 모델; 들어가지 않으면 빨간색 &quot;GPU 메모리에
                    들어가지 않음&quot;으로 시작)을 넣지 않습니다

창: 열 수 없는 FILE은 창 위의 대화상자에 이유와 함께 표시됩니다(stderr에도
출력). 창은 마지막 세션이나 기본값으로 열립니다.

</translation>
    </message>
    <message>
        <source>screenshot options:
  --size WxH        the PNG&apos;s size in pixels, 640x400 to 7680x4320 (default 1600x1000)
  --scale N         lay the window out at WxH / N pixels and draw it at pixel ratio N,
                    1 to 4 (default 1): --size 3840x2160 --scale 2 is a 1920x1080
                    window on a 4K screen, with sharp text
  --presentation    in presentation mode (F5), filling WxH

</source>
        <translation>screenshot 옵션:
  --size WxH        PNG의 픽셀 크기, 640x400부터 7680x4320까지(기본 1600x1000)
  --scale N         창을 WxH / N 픽셀로 배치하고 픽셀 비율 N으로 그립니다,
                    1부터 4까지(기본 1): --size 3840x2160 --scale 2는 4K 화면의
                    1920x1080 창이며 글자가 선명합니다
  --presentation    프레젠테이션 모드(F5)로, WxH를 가득 채웁니다

</translation>
    </message>
    <message>
        <source>--scale %1 is not valid: expected a whole number from 1 to 4</source>
        <translation>--scale %1은(는) 유효하지 않습니다: 1부터 4까지의 정수여야 합니다</translation>
    </message>
    <message>
        <source>--size %1 is not valid with --scale %2: the width and the height must both be multiples of %2</source>
        <translation>--size %1은(는) --scale %2와(과) 함께 쓸 수 없습니다: 너비와 높이가 모두 %2의 배수여야 합니다</translation>
    </message>
    <message>
        <source>--size %1 is not valid with --scale %2: that is a %3x%4 window, and the smallest is %5x%6 (--size %7x%8)</source>
        <translation>--size %1은(는) --scale %2와(과) 함께 쓸 수 없습니다: 창이 %3x%4가 되는데, 가장 작은 창은 %5x%6입니다(--size %7x%8)</translation>
    </message>
    <message>
        <source>--scale %1: the display draws at pixel ratio %2; run without a display (QT_QPA_PLATFORM=offscreen)</source>
        <translation>--scale %1: 디스플레이가 픽셀 비율 %2로 그립니다. 디스플레이 없이 실행하세요(QT_QPA_PLATFORM=offscreen)</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>GPU당 토큰/초</translation>
    </message>
    <message>
        <source>held out</source>
        <translation>검증용 (학습 제외)</translation>
    </message>
    <message>
        <source>training</source>
        <translation>학습용</translation>
    </message>
    <message>
        <source>Absolute: nothing fitted on this table (engine preset %1)</source>
        <translation>절대값: 이 표에 맞춘 값 없음 (엔진 프리셋 %1)</translation>
    </message>
    <message>
        <source>predicted</source>
        <translation>예측</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>변화 없음</translation>
    </message>
    <message>
        <source>Largest error: %1, mean %2</source>
        <translation>최대 오차: %1, 평균 %2</translation>
    </message>
    <message>
        <source>no change with K: largest %1, mean %2</source>
        <translation>K에 따라 변하지 않는다는 기준: 최대 %1, 평균 %2</translation>
    </message>
    <message>
        <source>Why the models differ: the operating rule&apos;s cost per month</source>
        <translation>두 모델이 다른 이유: 운영 규칙의 월 비용</translation>
    </message>
    <message>
        <source>Paper&apos;s model</source>
        <translation>논문 모델</translation>
    </message>
    <message>
        <source>Engine model</source>
        <translation>엔진 모델</translation>
    </message>
    <message>
        <source>Each step is what switching that assumption on adds, averaged over every order of switching them on; the steps add up to the difference.</source>
        <translation>각 단계는 그 가정을 켤 때 늘어나는 비용을, 가정을 켜는 모든 순서에 대해 평균한 값이며, 단계들의 합은 두 모델의 차이와 같습니다.</translation>
    </message>
    <message>
        <source>GPUs to rent (cost per month)</source>
        <translation>임대할 GPU (월 비용)</translation>
    </message>
    <message>
        <source>%1 (engine %2) has no launch flags: lorafleet writes them for vllm, sglang, lorax and trtllm; choose one with --engine</source>
        <translation>%1(엔진 %2)에는 실행 플래그가 없습니다: lorafleet는 vllm, sglang, lorax, trtllm의 플래그를 씁니다. --engine으로 하나를 고르세요</translation>
    </message>
    <message>
        <source>--engine %1 is not valid: expected vllm, sglang, trtllm, slora, punica or lorax</source>
        <translation>--engine %1은(는) 유효하지 않습니다: vllm, sglang, trtllm, slora, punica 또는 lorax이어야 합니다</translation>
    </message>
    <message numerus="yes">
        <source>%1: the requests read are all for one adapter (%2) and %n other line(s) are bad (line %3: %4): no skew to fit</source>
        <translation>
            <numerusform>%1: 읽은 요청이 모두 한 어댑터(%2)의 것이고 다른 %n줄은 잘못되었습니다(%3번째 줄: %4): 추정할 스큐가 없습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Stray timestamps, left out of the span</source>
        <translation>동떨어진 타임스탬프(기간에서 제외)</translation>
    </message>
    <message>
        <source>%1 (the furthest: %2)</source>
        <translation>%1개 (가장 먼 것: %2)</translation>
    </message>
    <message>
        <source>%1 = %2 from the log is outside its range: the scenario takes %3</source>
        <translation>로그의 %1 = %2 값이 범위를 벗어나 시나리오는 %3을 씁니다</translation>
    </message>
    <message>
        <source>Plan&apos;s savings per month (per year)</source>
        <translation>계획의 월 절감액 (연)</translation>
    </message>
    <message>
        <source>%1 moves it the same way</source>
        <translation>%1도 똑같이 움직입니다</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>라우팅</translation>
    </message>
    <message>
        <source>%1: %2 replicas of %3 adapter slots</source>
        <translation>%1: 레플리카 %2개, 각 어댑터 슬롯 %3개</translation>
    </message>
    <message>
        <source>Fleet hit rate (hottest replica)</source>
        <translation>플릿 적중률 (가장 바쁜 레플리카)</translation>
    </message>
    <message>
        <source>Load imbalance, hottest/mean replica</source>
        <translation>부하 불균형, 가장 바쁜/평균 레플리카</translation>
    </message>
    <message>
        <source>Cheapest other routing</source>
        <translation>가장 싼 다른 라우팅</translation>
    </message>
    <message>
        <source>%1 (%2 per month)</source>
        <translation>%1 (월 %2)</translation>
    </message>
    <message>
        <source>TTFT p50 / p95 / p99</source>
        <translation>TTFT p50 / p95 / p99</translation>
    </message>
    <message>
        <source>%1 / %2 / %3 ms</source>
        <translation>%1 / %2 / %3 ms</translation>
    </message>
    <message>
        <source>Fleet of %1 replicas of %2 adapter slots (routing: %3), %4 placements of %5 requests:</source>
        <translation>레플리카 %1개(각 어댑터 슬롯 %2개, 라우팅: %3), 배치 %4가지 × 요청 %5개:</translation>
    </message>
    <message>
        <source>Fleet hit rate</source>
        <translation>플릿 적중률</translation>
    </message>
    <message>
        <source>simulated %1 (placements %2-%3), model %4</source>
        <translation>시뮬레이션 %1 (배치별 %2-%3), 모델 %4</translation>
    </message>
    <message>
        <source>simulated %1 / %2 / %3 ms, model %4 / %5 / %6 ms</source>
        <translation>시뮬레이션 %1 / %2 / %3 ms, 모델 %4 / %5 / %6 ms</translation>
    </message>
    <message>
        <source>--requests %1 is not valid: expected a whole number from 1 to %2</source>
        <translation>--requests %1 값이 올바르지 않습니다: 1에서 %2 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <source>--placements %1 is not valid: expected a whole number from 1 to %2</source>
        <translation>--placements %1 값이 올바르지 않습니다: 1에서 %2 사이의 정수여야 합니다</translation>
    </message>
    <message>
        <source>Fleet overloaded</source>
        <translation>플릿 과부하</translation>
    </message>
    <message>
        <source>its hottest replica cannot carry its load</source>
        <translation>가장 바쁜 레플리카가 자기 부하를 감당하지 못합니다</translation>
    </message>
    <message>
        <source>A fleet of %1 replicas of %2 adapter slots is too large to simulate: at most %3 slots in all</source>
        <translation>레플리카 %1개(각 어댑터 슬롯 %2개)의 플릿은 시뮬레이션하기에 너무 큽니다: 슬롯은 모두 합쳐 최대 %3개입니다</translation>
    </message>
</context>
<context>
    <name>lorafleet::CompareMenu</name>
    <message>
        <source>&amp;Compare</source>
        <translation>비교(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pin current scenario</source>
        <translation>현재 시나리오 고정(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>Keeps this scenario&apos;s curves on every chart while you change the parameters</source>
        <translation>매개변수를 바꾸는 동안 이 시나리오의 곡선을 모든 차트에 남겨 둡니다</translation>
    </message>
    <message>
        <source>Add scenario &amp;files…</source>
        <translation>시나리오 파일 추가(&amp;F)…</translation>
    </message>
    <message>
        <source>Add p&amp;reset</source>
        <translation>프리셋 추가(&amp;R)</translation>
    </message>
    <message>
        <source>Not pinned</source>
        <translation>고정하지 못함</translation>
    </message>
    <message>
        <source>&amp;Remove pin</source>
        <translation>고정 해제(&amp;R)</translation>
    </message>
    <message>
        <source>No scenario is pinned</source>
        <translation>고정한 시나리오가 없음</translation>
    </message>
    <message>
        <source>&amp;Clear pins</source>
        <translation>모든 고정 해제(&amp;C)</translation>
    </message>
    <message>
        <source>Show &amp;differences</source>
        <translation>차이 보기(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <source>K = %1, s = %2, %3 at %4/h</source>
        <translation>K = %1, s = %2, %3, 시간당 %4</translation>
    </message>
    <message>
        <source>K = %1, s = %2</source>
        <translation>K = %1, s = %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Pinned %1: it stays on the charts while you change the scenario</source>
        <translation>%1 고정됨: 시나리오를 바꾸는 동안 차트에 남아 있습니다</translation>
    </message>
    <message>
        <source>Add scenarios to compare</source>
        <translation>비교할 시나리오 추가</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>시나리오 (*.json)</translation>
    </message>
</context>
<context>
    <name>lorafleet::ComparePins</name>
    <message>
        <source>At most %1 scenarios can be pinned: remove one first.</source>
        <translation>시나리오는 최대 %1개까지 고정할 수 있습니다. 먼저 하나를 제거하세요.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>lorafleet::Comparison</name>
    <message>
        <source>Either</source>
        <translation>어느 쪽이든</translation>
    </message>
    <message>
        <source>Multiplex</source>
        <translation>멀티플렉싱</translation>
    </message>
    <message>
        <source>Multiplex, pool overflows</source>
        <translation>멀티플렉싱, 풀 초과</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>메모리에 들어가지 않음</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1%p</translation>
    </message>
    <message>
        <source>Pool capacity (adapters)</source>
        <translation>풀 용량 (어댑터 수)</translation>
    </message>
    <message>
        <source>Overhead per token</source>
        <translation>토큰당 오버헤드</translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>GPUs, multiplexed</source>
        <translation>GPU 수, 멀티플렉싱</translation>
    </message>
    <message>
        <source>GPUs, dedicated</source>
        <translation>GPU 수, 전용</translation>
    </message>
    <message>
        <source>Cost per month, multiplexed</source>
        <translation>월 비용, 멀티플렉싱</translation>
    </message>
    <message>
        <source>Cost per month, dedicated</source>
        <translation>월 비용, 전용</translation>
    </message>
    <message>
        <source>Savings per month</source>
        <translation>월 절감액</translation>
    </message>
    <message>
        <source>Break-even share p*</source>
        <translation>손익분기 점유율 p*</translation>
    </message>
    <message>
        <source>Adapters cheaper dedicated</source>
        <translation>전용이 더 저렴한 어댑터</translation>
    </message>
    <message>
        <source>GPU memory B + V + P (GB)</source>
        <translation>GPU 메모리 B + V + P (GB)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>판정</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>다름</translation>
    </message>
</context>
<context>
    <name>lorafleet::CostChart</name>
    <message>
        <source>At a GPU price of $0 every fleet costs $0:
set a price to compare them</source>
        <translation>GPU 가격이 $0이면 모든 플릿의 비용이 $0입니다:
비교하려면 가격을 설정하세요</translation>
    </message>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Cost per month (USD)</source>
        <translation>월 비용 (USD)</translation>
    </message>
    <message>
        <source>%1, %2: %3 a month</source>
        <translation>%1, %2: 월 %3</translation>
    </message>
    <message>
        <source>dedicated</source>
        <translation>전용</translation>
    </message>
    <message>
        <source>multiplexed</source>
        <translation>멀티플렉싱</translation>
    </message>
    <message>
        <source>operating rule</source>
        <translation>운영 규칙</translation>
    </message>
    <message>
        <source>Monthly cost</source>
        <translation>월 비용</translation>
    </message>
    <message>
        <source>adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>multiplexed [USD/month]</source>
        <translation>멀티플렉싱 [USD/월]</translation>
    </message>
    <message>
        <source>dedicated [USD/month]</source>
        <translation>전용 [USD/월]</translation>
    </message>
    <message>
        <source>operating rule [USD/month]</source>
        <translation>운영 규칙 [USD/월]</translation>
    </message>
    <message>
        <source>now: K = %1</source>
        <translation>현재: K = %1</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>월 USD</translation>
    </message>
    <message>
        <source>USD/mo</source>
        <translation>USD/월</translation>
    </message>
    <message>
        <source>%1, multiplexed: %2–%3 a month (held-out band)</source>
        <translation>%1, 멀티플렉싱: 월 %2–%3 (검증 오차 범위)</translation>
    </message>
    <message>
        <source>held-out band, low end</source>
        <translation>검증 오차 범위, 하단</translation>
    </message>
    <message>
        <source>held-out band</source>
        <translation>검증 오차 범위</translation>
    </message>
    <message>
        <source>multiplexed_low [USD/month]</source>
        <translation>멀티플렉싱_low [USD/월]</translation>
    </message>
    <message>
        <source>multiplexed_high [USD/month]</source>
        <translation>멀티플렉싱_high [USD/월]</translation>
    </message>
</context>
<context>
    <name>lorafleet::DetailsDialog</name>
    <message>
        <source>Scenario details</source>
        <translation>시나리오 세부 정보</translation>
    </message>
    <message>
        <source>e.g. Q3 launch, 200 adapters</source>
        <translation>예: 3분기 출시, 어댑터 200개</translation>
    </message>
    <message>
        <source>Where the numbers come from, what the scenario is for</source>
        <translation>수치의 출처, 시나리오의 목적 등</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>메모</translation>
    </message>
</context>
<context>
    <name>lorafleet::DifferencesDock</name>
    <message>
        <source>Differences</source>
        <translation>차이</translation>
    </message>
    <message>
        <source>Pin the scenario (Compare → Pin current scenario) or add scenario files or presets to see their figures and differences here.</source>
        <translation>시나리오를 고정하거나(비교 → 현재 시나리오 고정) 시나리오 파일이나 프리셋을 추가하면 여기에 수치와 차이가 표시됩니다.</translation>
    </message>
    <message>
        <source>Clear pins</source>
        <translation>모든 고정 해제</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>수치</translation>
    </message>
    <message>
        <source>%1 (shown)</source>
        <translation>%1 (표시 중)</translation>
    </message>
    <message>
        <source>Δ %1</source>
        <translation>Δ %1</translation>
    </message>
</context>
<context>
    <name>lorafleet::ExportFile</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 파일을 쓸 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>lorafleet::ExportMenu</name>
    <message>
        <source>&amp;Export chart</source>
        <translation>차트 내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
    <message>
        <source>Export &amp;all charts</source>
        <translation>모든 차트 내보내기(&amp;L)</translation>
    </message>
    <message>
        <source>As %1…</source>
        <translation>%1 형식으로…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)…</source>
        <translation>PDF 보고서 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation>차트 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Export &amp;scale</source>
        <translation>내보내기 배율(&amp;I)</translation>
    </message>
    <message>
        <source>%1× (%2 × %3 pixels)</source>
        <translation>%1× (%2 × %3 픽셀)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG 벡터 그림 (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>CSV tables (*.csv)</source>
        <translation>CSV 표 (*.csv)</translation>
    </message>
    <message>
        <source>PDF reports (*.pdf)</source>
        <translation>PDF 보고서 (*.pdf)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 파일로 내보냈습니다</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 내보내기</translation>
    </message>
    <message>
        <source>Export all charts to</source>
        <translation>모든 차트를 내보낼 폴더</translation>
    </message>
    <message>
        <source>Exported the charts to %1</source>
        <translation>차트를 %1에 내보냈습니다</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>보고서 내보내기</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard</source>
        <translation>%1 차트를 클립보드에 복사했습니다</translation>
    </message>
    <message>
        <source>Ca&amp;ption on exported charts</source>
        <translation>내보낸 차트에 설명 줄 넣기(&amp;P)</translation>
    </message>
    <message>
        <source>A line under each exported chart: GPU memory, K, skew, batch, pool, price and model, and whether the scenario fits in GPU memory.</source>
        <translation>내보낸 각 차트 아래에 한 줄: GPU 메모리, K, 스큐, 배치, 풀, 가격, 모델, 그리고 시나리오가 GPU 메모리에 들어가는지 여부.</translation>
    </message>
</context>
<context>
    <name>lorafleet::FileOperations</name>
    <message>
        <source>&amp;New</source>
        <translation>새로 만들기(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Scenario &amp;details…</source>
        <translation>시나리오 세부 정보(&amp;D)…</translation>
    </message>
    <message>
        <source>Load preset %1</source>
        <translation>프리셋 %1 불러오기</translation>
    </message>
    <message>
        <source>Preset: %1. GPU price %2/h replaced by its list price %3/h (Edit &gt; Undo restores yours)</source>
        <translation>프리셋: %1. GPU 가격 시간당 %2를 목록 가격 시간당 %3로 바꿨습니다(편집 &gt; 실행 취소로 되돌릴 수 있습니다)</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>프리셋: %1</translation>
    </message>
    <message>
        <source>Opened with warnings</source>
        <translation>경고와 함께 열림</translation>
    </message>
    <message>
        <source>%1 was opened, with these warnings:

%2</source>
        <translation>%1 파일을 열었지만 다음 경고가 있습니다:

%2</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>시나리오 열기</translation>
    </message>
    <message>
        <source>Scenarios (%1);;All files (*)</source>
        <translation>시나리오 (%1);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Scenario not opened</source>
        <translation>시나리오를 열지 못함</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 파일을 열었습니다</translation>
    </message>
    <message>
        <source>Scenario not saved</source>
        <translation>시나리오를 저장하지 못함</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1에 저장했습니다</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>시나리오 저장</translation>
    </message>
    <message>
        <source>Scenarios (%1)</source>
        <translation>시나리오 (%1)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>“%1”에 저장하지 않은 변경 사항이 있습니다. 저장할까요?</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2

The open scenario is unchanged.</source>
        <translation>%1을(를) 열 수 없습니다:
%2

열려 있는 시나리오는 바뀌지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>lorafleet::FleetAdvantageChart</name>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>no overhead R = K</source>
        <translation>오버헤드 없음 R = K</translation>
    </message>
    <message>
        <source>%1, %2: R = %3</source>
        <translation>%1, %2: R = %3</translation>
    </message>
    <message>
        <source>%1 at the current skew: R = %2 (%3 dedicated GPUs per multiplexed GPU)</source>
        <translation>%1, 현재 쏠림: R = %2 (멀티플렉싱 GPU 1대당 전용 GPU %3대)</translation>
    </message>
    <message>
        <source>Fleet advantage</source>
        <translation>플릿 이점</translation>
    </message>
    <message>
        <source>no overhead (R = K)</source>
        <translation>오버헤드 없음 (R = K)</translation>
    </message>
    <message>
        <source>pool holds %1</source>
        <translation>풀 수용 한계 %1</translation>
    </message>
    <message>
        <source>K = %1: R = %2</source>
        <translation>K = %1: R = %2</translation>
    </message>
    <message>
        <source>fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>%1 (current s = %2) [×]</source>
        <translation>%1 (현재 s = %2) [×]</translation>
    </message>
    <message>
        <source>%1 (%2) [×]</source>
        <translation>%1 (%2) [×]</translation>
    </message>
    <message>
        <source>no overhead R = K [×]</source>
        <translation>오버헤드 없음 R = K [×]</translation>
    </message>
    <message>
        <source>fleet advantage R (its skew s = %1) [×]</source>
        <translation>플릿 이점 R (자체 스큐 s = %1) [×]</translation>
    </message>
    <message>
        <source>%1: R = %2</source>
        <translation>%1: R = %2</translation>
    </message>
    <message>
        <source>Advantage R</source>
        <translation>이점 R</translation>
    </message>
</context>
<context>
    <name>lorafleet::ImportTrafficDialog</name>
    <message>
        <source>Import traffic</source>
        <translation>트래픽 가져오기</translation>
    </message>
    <message>
        <source>A request log (CSV or JSON Lines, one request a line, with an adapter column and an optional timestamp) or a counts table (adapter,count). Nothing in the scenario changes until you apply the fit.</source>
        <translation>요청 로그(CSV 또는 JSON Lines, 한 줄에 요청 하나, 어댑터 열과 선택적인 타임스탬프) 또는 집계표(adapter,count)입니다. 적합 결과를 적용하기 전까지 시나리오는 바뀌지 않습니다.</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>선택한 파일 없음</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Apply to the scenario</source>
        <translation>시나리오에 적용</translation>
    </message>
    <message>
        <source>Request logs (*.csv *.jsonl *.ndjson *.json *.txt *.log);;All files (*)</source>
        <translation>요청 로그 (*.csv *.jsonl *.ndjson *.json *.txt *.log);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Reading the request log…</source>
        <translation>요청 로그를 읽는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Reading %1 was cancelled; the scenario is unchanged.</source>
        <translation>%1 읽기를 취소했습니다. 시나리오는 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 cannot be imported: %2</source>
        <translation>%1을(를) 가져올 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 holds no requests: there is nothing to fit.</source>
        <translation>%1에 요청이 없어 적합할 것이 없습니다.</translation>
    </message>
    <message>
        <source>Every request in %1 is for one adapter (%2): there is no skew to fit.</source>
        <translation>%1의 모든 요청이 어댑터 하나(%2)에 대한 것이라 적합할 스큐가 없습니다.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Skew s (95 % interval)</source>
        <translation>스큐 s (95 % 구간)</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2~%3)</translation>
    </message>
    <message>
        <source>Demand λ</source>
        <translation>수요 λ</translation>
    </message>
    <message>
        <source>%1 requests/month</source>
        <translation>월 %1건</translation>
    </message>
    <message>
        <source>unknown (no timestamps): kept</source>
        <translation>알 수 없음(타임스탬프 없음): 유지</translation>
    </message>
    <message>
        <source>Peak hour ÷ mean hour</source>
        <translation>피크 시간 ÷ 평균 시간</translation>
    </message>
    <message>
        <source>unknown: kept</source>
        <translation>알 수 없음: 유지</translation>
    </message>
    <message>
        <source>KS distance</source>
        <translation>KS 거리</translation>
    </message>
    <message>
        <source>Top %1 adapters: observed, fitted</source>
        <translation>상위 %1개 어댑터: 관측, 적합</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Bad lines</source>
        <translation>잘못된 줄</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1행: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 외 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>The fit cannot be applied: %1</source>
        <translation>적합 결과를 적용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Apply the log&apos;s own shares (empirical)</source>
        <translation>로그 자체의 점유율 적용(경험적)</translation>
    </message>
    <message>
        <source>Use the measured share of each of the most popular adapters (up to %1) and a fitted Zipf tail instead of one Zipf law: for logs that Zipf does not fit (a large KS distance).</source>
        <translation>하나의 Zipf 법칙 대신 가장 인기 있는 어댑터(최대 %1개) 각각의 측정 점유율과 적합한 Zipf 꼬리를 사용합니다: Zipf가 맞지 않는 로그(KS 거리가 큰 경우)용입니다.</translation>
    </message>
    <message>
        <source>Fitting the skew…</source>
        <translation>skew 적합 중…</translation>
    </message>
    <message>
        <source>Fitting %1 was cancelled; the scenario is unchanged.</source>
        <translation>%1 적합이 취소되었습니다. 시나리오는 바뀌지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The requests read from %1 are all for one adapter (%2) and %n other line(s) are bad (line %3: %4): there is no skew to fit.</source>
        <translation>
            <numerusform>%1에서 읽은 요청이 모두 한 어댑터(%2)의 것이고 다른 %n줄은 잘못되었습니다(%3번째 줄: %4): 추정할 스큐가 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stray timestamps, left out of the span</source>
        <translation>동떨어진 타임스탬프(기간에서 제외)</translation>
    </message>
    <message>
        <source>%1 (the furthest: %2)</source>
        <translation>%1개 (가장 먼 것: %2)</translation>
    </message>
    <message>
        <source>Outside its range</source>
        <translation>범위를 벗어난 값</translation>
    </message>
    <message>
        <source>%1 = %2 from the log: the scenario takes %3</source>
        <translation>로그의 %1 = %2: 시나리오는 %3을 씁니다</translation>
    </message>
</context>
<context>
    <name>lorafleet::LaunchFlagsDialog</name>
    <message>
        <source>Export launch flags</source>
        <translation>실행 플래그 내보내기</translation>
    </message>
    <message>
        <source>Batches whose distinct adapters the engine&apos;s slots must hold</source>
        <translation>엔진의 슬롯이 서로 다른 어댑터를 모두 담아야 하는 배치의 비율</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Slots for</source>
        <translation>슬롯 기준</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>복사(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>저장(&amp;S)…</translation>
    </message>
    <message>
        <source>Save launch flags</source>
        <translation>실행 플래그 저장</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>텍스트 파일 (*.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Launch flags not saved</source>
        <translation>실행 플래그를 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>lorafleet::LaunchFlagsText</name>
    <message>
        <source>hidden size %1, %2 layers</source>
        <translation>히든 크기 %1, 레이어 %2개</translation>
    </message>
    <message>
        <source>turns multi-LoRA serving on</source>
        <translation>멀티 LoRA 서빙을 켭니다</translation>
    </message>
    <message>
        <source>%1 of batches of %2 requests hold at most this many distinct adapters (mean %3)</source>
        <translation>요청 %2개짜리 배치의 %1이(가) 서로 다른 어댑터를 최대 이만큼 담습니다 (평균 %3)</translation>
    </message>
    <message>
        <source>the adapters&apos; rank (about %1 on %2), rounded up to a rank the engine accepts</source>
        <translation>어댑터의 랭크(%2 기준 약 %1)를 엔진이 받는 랭크로 올림한 값</translation>
    </message>
    <message>
        <source>the adapters&apos; rank (about %1 on %2), rounded up to a whole number</source>
        <translation>어댑터의 랭크(%2 기준 약 %1)를 정수로 올림한 값</translation>
    </message>
    <message>
        <source>the whole catalog of %1 adapters stays in host memory (%2)</source>
        <translation>카탈로그의 어댑터 %1개 전체가 호스트 메모리에 머뭅니다 (%2)</translation>
    </message>
    <message>
        <source>base + KV cache + adapter pool = %1 of the GPU&apos;s memory, rounded up</source>
        <translation>기반 모델 + KV 캐시 + 어댑터 풀 = GPU 메모리의 %1, 올림</translation>
    </message>
    <message>
        <source>the scenario&apos;s pool keeps the most recently used adapters</source>
        <translation>시나리오의 풀은 가장 최근에 쓴 어댑터를 유지합니다</translation>
    </message>
    <message>
        <source>closest to the scenario&apos;s pinned pool; pin the %1 most popular adapters with &quot;pinned&quot;: true in --lora-paths</source>
        <translation>시나리오의 고정 풀에 가장 가깝습니다. 가장 인기 있는 어댑터 %1개를 --lora-paths에서 &quot;pinned&quot;: true로 고정하세요</translation>
    </message>
    <message>
        <source>the adapter pool P as a share of the GPU&apos;s memory (%1)</source>
        <translation>GPU 메모리에서 어댑터 풀 P가 차지하는 비율 (%1)</translation>
    </message>
    <message>
        <source>the adapters the pool holds on the GPU (%1 fit; at least the batch&apos;s slots, at most the catalog)</source>
        <translation>풀이 GPU에 올려 두는 어댑터 수 (%1개가 들어감. 최소 배치의 슬롯 수, 최대 카탈로그 크기)</translation>
    </message>
    <message>
        <source>The scenario does not fit on the GPU (base + KV cache + pool exceed its memory): no setting makes it run as modelled.</source>
        <translation>시나리오가 GPU에 들어가지 않습니다 (기반 모델 + KV 캐시 + 풀이 메모리를 넘음). 어떤 설정으로도 모델대로 실행되지 않습니다.</translation>
    </message>
    <message>
        <source>%1 accepts ranks up to %2; the adapters&apos; rank of about %3 cannot be served.</source>
        <translation>%1은(는) 랭크 %2까지만 받습니다. 약 %3인 어댑터 랭크는 서빙할 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 keeps only the batch&apos;s slots on the GPU: the scenario&apos;s pool of %2 resident adapters cannot be expressed; the others are copied from host memory when a batch needs them.</source>
        <translation>%1은(는) 배치 슬롯만 GPU에 둡니다. 시나리오의 상주 어댑터 %2개 풀은 표현할 수 없고, 나머지는 배치에 필요할 때 호스트 메모리에서 복사됩니다.</translation>
    </message>
    <message>
        <source>A batch needs %1 adapters on the GPU at the %2, but the pool holds %3: the engine needs %4 more than pool_gb.</source>
        <translation>%2에서 배치 하나에 GPU 위 어댑터 %1개가 필요하지만 풀은 %3개를 담습니다. 엔진에는 pool_gb보다 %4가 더 필요합니다.</translation>
    </message>
    <message>
        <source>%1 evicts the least recently used adapter; it cannot pin the most popular ones as the scenario&apos;s pool does.</source>
        <translation>%1은(는) 가장 오래전에 쓴 어댑터를 내보냅니다. 시나리오의 풀처럼 가장 인기 있는 어댑터를 고정할 수 없습니다.</translation>
    </message>
    <message>
        <source>The scenario reserves no memory for adapters (pool_gb = 0).</source>
        <translation>시나리오가 어댑터용 메모리를 예약하지 않습니다 (pool_gb = 0).</translation>
    </message>
    <message>
        <source>One adapter (%1) is larger than the pool (%2): the pool holds none; raise pool_gb or lower adapter_gb.</source>
        <translation>어댑터 하나(%1)가 풀(%2)보다 커서 풀에 하나도 들어가지 않습니다. pool_gb를 늘리거나 adapter_gb를 줄이세요.</translation>
    </message>
    <message>
        <source>The engine&apos;s host cache would hold the whole catalog, %1: more memory than a server has (%2); serve fewer adapters or smaller ones.</source>
        <translation>엔진의 호스트 캐시가 카탈로그 전체인 %1을(를) 담아야 합니다. 서버 한 대의 메모리(%2)보다 많으니 어댑터 수를 줄이거나 더 작은 어댑터를 쓰세요.</translation>
    </message>
    <message>
        <source>Base + KV cache + pool use %1 of the GPU: no room is left for activations and CUDA graphs; lower kv_gb or pool_gb.</source>
        <translation>기반 모델 + KV 캐시 + 풀이 GPU의 %1을(를) 씁니다. 활성값과 CUDA 그래프를 위한 공간이 남지 않으니 kv_gb나 pool_gb를 줄이세요.</translation>
    </message>
    <message>
        <source>Checked against %1 %2: %3</source>
        <translation>%1 %2 기준으로 확인: %3</translation>
    </message>
    <message>
        <source>Base model: %1 (%2), the known model nearest in size; give yours with --hidden-size and --layers.</source>
        <translation>기반 모델: %1 (%2), 크기가 가장 가까운 알려진 모델입니다. --hidden-size와 --layers로 직접 지정하세요.</translation>
    </message>
    <message>
        <source>Base model: %1.</source>
        <translation>기반 모델: %1.</translation>
    </message>
    <message>
        <source>Adapter rank: about %1 (adapters on the q, k, v and o projections of every layer).</source>
        <translation>어댑터 랭크: 약 %1 (모든 레이어의 q, k, v, o 투영에 어댑터를 둔다고 가정).</translation>
    </message>
    <message>
        <source>Batch: %1 requests; distinct adapters per batch: mean %2, %3 %4.</source>
        <translation>배치: 요청 %1개. 배치당 서로 다른 어댑터: 평균 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>경고: %1</translation>
    </message>
</context>
<context>
    <name>lorafleet::MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Reset to &amp;defaults</source>
        <translation>기본값으로 재설정(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>High contrast (projector)</source>
        <translation>고대비 (프로젝터)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>시스템 기본값</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>The language changes the next time LoRA Fleet Explorer starts.</source>
        <translation>바뀐 언어는 LoRA Fleet Explorer를 다시 시작하면 적용됩니다.</translation>
    </message>
    <message>
        <source>&amp;Advanced parameters</source>
        <translation>고급 매개변수(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Measured H200 points on the overhead chart</source>
        <translation>오버헤드 차트에 H200 측정 지점 표시(&amp;M)</translation>
    </message>
    <message>
        <source>Decode steps timed on an %1 on %2 with 1 to 32 distinct adapters in the batch, placed where the model expects that many.</source>
        <translation>%2에 %1에서 배치 안의 서로 다른 어댑터 1~32개로 측정한 디코드 스텝입니다. 모델상 그만큼의 어댑터가 배치에 들어가는 K 위치에 표시됩니다.</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>프리셋(&amp;P)</translation>
    </message>
    <message>
        <source>Preset not loaded</source>
        <translation>프리셋을 불러오지 못함</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>About the &amp;model</source>
        <translation>모델 정보(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;About LoRA Fleet Explorer</source>
        <translation>LoRA Fleet Explorer 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Export &amp;launch flags…</source>
        <translation>실행 플래그 내보내기(&amp;F)…</translation>
    </message>
    <message>
        <source>Import &amp;traffic…</source>
        <translation>트래픽 가져오기(&amp;T)…</translation>
    </message>
    <message>
        <source>Show &amp;simulated batches</source>
        <translation>시뮬레이션 배치 표시(&amp;S)</translation>
    </message>
    <message>
        <source>Draws batches of the scenario&apos;s requests at random and overlays the distinct adapters they hold (mean and 5th to 95th percentile) on the overhead chart.</source>
        <translation>시나리오의 요청으로 배치를 무작위로 뽑아, 배치에 담긴 서로 다른 어댑터 수(평균과 5~95 백분위수)를 오버헤드 차트 위에 겹쳐 그립니다.</translation>
    </message>
</context>
<context>
    <name>lorafleet::MainWindow</name>
    <message>
        <source>Drag %1</source>
        <translation>%1 조정</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 변경</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>기본값으로 재설정</translation>
    </message>
    <message>
        <source>Every figure is model output, not a measurement.</source>
        <translation>모든 수치는 측정값이 아닌 모델 출력입니다.</translation>
    </message>
    <message>
        <source>%1[*] — LoRA Fleet Explorer</source>
        <translation>%1[*] — LoRA Fleet Explorer</translation>
    </message>
    <message>
        <source>Change scenario</source>
        <translation>시나리오 변경</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>lorafleet::MemoryBar</name>
    <message>
        <source>GPU memory: %1 base model + %2 KV cache + %3 adapter pool (%4 adapters) = %5 of %6.</source>
        <translation>GPU 메모리: 베이스 모델 %1 + KV 캐시 %2 + 어댑터 풀 %3 (어댑터 %4개) = %5 / %6.</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>베이스 %1</translation>
    </message>
    <message>
        <source>KV %1</source>
        <translation>KV %1</translation>
    </message>
    <message>
        <source>pool %1 · %2 adapters</source>
        <translation>풀 %1 · 어댑터 %2개</translation>
    </message>
    <message>
        <source>free %1</source>
        <translation>여유 %1</translation>
    </message>
    <message>
        <source>over by %1</source>
        <translation>%1 초과</translation>
    </message>
    <message>
        <source>pool %1</source>
        <translation>풀 %1</translation>
    </message>
</context>
<context>
    <name>lorafleet::ModelDialog</name>
    <message>
        <source>Export chart…</source>
        <translation>차트 내보내기…</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Validation against published measurements&lt;/h3&gt;&lt;p&gt;The engine model against published throughput of real multi-LoRA servers. For each table the engine&apos;s own overhead is set from the reference point&apos;s throughput alone; every other point is a prediction. Ratios are throughput ÷ throughput at the reference K; error = predicted ÷ measured − 1. Target: every point within %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;공개된 측정값으로 한 검증&lt;/h3&gt;&lt;p&gt;실제 멀티 LoRA 서버의 공개된 처리량과 엔진 모델을 비교합니다. 표마다 엔진 자체의 오버헤드는 기준점의 처리량만으로 정하며, 나머지 점은 모두 예측입니다. 비율은 처리량 ÷ 기준 K에서의 처리량이고, 오차 = 예측 ÷ 측정 − 1입니다. 목표: 모든 점이 %1 이내.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: not shown: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;: 표시하지 않음: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Source: %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;출처: %2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Largest error: %1 (target: within %2): met.</source>
        <translation>최대 오차: %1 (목표: %2 이내): 달성.</translation>
    </message>
    <message>
        <source>Largest error: %1 (target: within %2): not met.</source>
        <translation>최대 오차: %1 (목표: %2 이내): 미달.</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>토큰/초</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>요청/초</translation>
    </message>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Measured (%1)</source>
        <translation>측정값 (%1)</translation>
    </message>
    <message>
        <source>Measured ratio</source>
        <translation>측정 비율</translation>
    </message>
    <message>
        <source>Predicted ratio</source>
        <translation>예측 비율</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>오차</translation>
    </message>
    <message>
        <source>%1 (reference)</source>
        <translation>%1 (기준)</translation>
    </message>
    <message>
        <source>the file&apos;s name must end in .png, .svg, .pdf or .csv</source>
        <translation>파일 이름이 .png, .svg, .pdf, .csv 중 하나로 끝나야 합니다</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 내보내기</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기 실패</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 파일로 내보냈습니다</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Training and held-out tables&lt;/b&gt;: |error| = |predicted ÷ measured − 1|; held-out tables were never used in a fit.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;학습용 표와 검증용 표&lt;/b&gt;: |오차| = |예측 ÷ 측정 − 1|. 검증용 표는 어떤 맞춤에도 쓰이지 않았습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>표</translation>
    </message>
    <message>
        <source>Tables counted</source>
        <translation>표 수</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>측정점 수</translation>
    </message>
    <message>
        <source>Median |error|</source>
        <translation>|오차| 중앙값</translation>
    </message>
    <message>
        <source>Worst |error|</source>
        <translation>최대 |오차|</translation>
    </message>
</context>
<context>
    <name>lorafleet::ModelTexts</name>
    <message>
        <source>engine model</source>
        <translation>엔진 모델</translation>
    </message>
    <message>
        <source>paper model</source>
        <translation>논문 모델</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>논문</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>고정</translation>
    </message>
    <message>
        <source>LRU</source>
        <translation>LRU</translation>
    </message>
    <message>
        <source>Used by the engine model only: the paper model ignores it. Switch the model to Engine to use it.</source>
        <translation>엔진 모델에서만 쓰입니다. 논문 모델은 이 값을 무시합니다. 사용하려면 모델을 엔진으로 바꾸세요.</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>자동</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>지연</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>호스트 메모리</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>디스크</translation>
    </message>
    <message>
        <source>Held out</source>
        <translation>검증용 (학습 제외)</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>학습용</translation>
    </message>
    <message>
        <source>%1 · absolute (nothing fitted)</source>
        <translation>%1 · 절대값 (맞춘 상수 없음)</translation>
    </message>
    <message>
        <source>%1 · relative (one overhead fitted per table)</source>
        <translation>%1 · 상대값 (표마다 오버헤드 하나를 맞춤)</translation>
    </message>
    <message>
        <source>Load-balanced</source>
        <translation>부하 분산</translation>
    </message>
    <message>
        <source>Affinity</source>
        <translation>어댑터 친화</translation>
    </message>
    <message>
        <source>Replicated</source>
        <translation>복제</translation>
    </message>
</context>
<context>
    <name>lorafleet::OverheadChart</name>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Overhead (% of a decode step)</source>
        <translation>오버헤드 (스텝 대비 %)</translation>
    </message>
    <message>
        <source>re-stream (resident adapters)</source>
        <translation>재스트리밍 (상주 어댑터)</translation>
    </message>
    <message>
        <source>%1: re-stream %2</source>
        <translation>%1: 재스트리밍 %2</translation>
    </message>
    <message>
        <source>host-link (adapters outside the pool)</source>
        <translation>호스트 링크 (풀 밖 어댑터)</translation>
    </message>
    <message>
        <source>%1: re-stream %2 + host-link %3 = %4 per token</source>
        <translation>%1: 재스트리밍 %2 + 호스트 링크 %3 = 토큰당 %4</translation>
    </message>
    <message>
        <source>%1, %2 distinct adapters per batch (at K ≈ %3): %4 of a step; the model&apos;s re-stream term %5; residual %6</source>
        <translation>%1, 배치당 서로 다른 어댑터 %2개 (K ≈ %3): 스텝의 %4, 모델의 재스트리밍 항 %5, 잔차 %6</translation>
    </message>
    <message>
        <source>Overhead per token</source>
        <translation>토큰당 오버헤드</translation>
    </message>
    <message>
        <source>pool holds %1</source>
        <translation>풀 수용 한계 %1</translation>
    </message>
    <message>
        <source>measured: %1</source>
        <translation>측정값: %1</translation>
    </message>
    <message>
        <source>measured: %1
on average %2 above: simple kernels, a fixed LoRA cost</source>
        <translation>측정값: %1
평균 %2 높음: 단순 커널, LoRA 고정 비용</translation>
    </message>
    <message>
        <source>K = %1: %2 per token</source>
        <translation>K = %1: 토큰당 %2</translation>
    </message>
    <message>
        <source>fraction of a decode step</source>
        <translation>디코드 스텝 대비 비율</translation>
    </message>
    <message>
        <source>adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>re-stream overhead δ_rs [%1]</source>
        <translation>재스트리밍 오버헤드 δ_rs [%1]</translation>
    </message>
    <message>
        <source>host-link overhead δ_hl [%1]</source>
        <translation>호스트 링크 오버헤드 δ_hl [%1]</translation>
    </message>
    <message>
        <source>total overhead δ [%1]</source>
        <translation>총 오버헤드 δ [%1]</translation>
    </message>
    <message>
        <source>fixed (LoRA kernels)</source>
        <translation>고정(LoRA 커널)</translation>
    </message>
    <message>
        <source>%1: fixed %2 (LoRA kernels at all)</source>
        <translation>%1: 고정 %2(LoRA 커널 실행 자체)</translation>
    </message>
    <message>
        <source>%1: fixed %2 + re-stream %3 = %4</source>
        <translation>%1: 고정 %2 + 재스트림 %3 = %4</translation>
    </message>
    <message>
        <source>%1: fixed %2 + re-stream %3 + host-link %4 = %5 per token</source>
        <translation>%1: 고정 %2 + 재스트림 %3 + 호스트 링크 %4 = 토큰당 %5</translation>
    </message>
    <message>
        <source>memory (smaller batch)</source>
        <translation>메모리(작아진 배치)</translation>
    </message>
    <message>
        <source>%1: %2 + memory %3 = %4 per token</source>
        <translation>%1: %2 + 메모리 %3 = 토큰당 %4</translation>
    </message>
    <message>
        <source>re-stream</source>
        <translation>재스트림</translation>
    </message>
    <message>
        <source>host-link</source>
        <translation>호스트 링크</translation>
    </message>
    <message>
        <source>fixed overhead δ_fixed [%1]</source>
        <translation>고정 오버헤드 δ_fixed [%1]</translation>
    </message>
    <message>
        <source>memory overhead δ_mem [%1]</source>
        <translation>메모리 오버헤드 δ_mem [%1]</translation>
    </message>
    <message>
        <source>%1: simulated batches hold %2 distinct resident adapters on average (p5–p95: %3 to %4); the model expects %5</source>
        <translation>%1: 시뮬레이션 배치에는 평균 %2개의 서로 다른 상주 어댑터가 있습니다(p5–p95: %3~%4). 모델의 기댓값은 %5입니다</translation>
    </message>
    <message>
        <source>simulated p5</source>
        <translation>시뮬레이션 p5</translation>
    </message>
    <message>
        <source>simulated batches, p5–p95</source>
        <translation>시뮬레이션 배치, p5–p95</translation>
    </message>
    <message>
        <source>simulated mean</source>
        <translation>시뮬레이션 평균</translation>
    </message>
    <message>
        <source>total overhead δ [fraction of a decode step]</source>
        <translation>총 오버헤드 δ [디코드 스텝 대비 비율]</translation>
    </message>
    <message>
        <source>%1: %2 per token</source>
        <translation>%1: 토큰당 %2</translation>
    </message>
    <message>
        <source>Overhead (% of a step)</source>
        <translation>오버헤드 (스텝 %)</translation>
    </message>
    <message>
        <source>% of a step</source>
        <translation>스텝 대비 %</translation>
    </message>
</context>
<context>
    <name>lorafleet::ParamSpinBox</name>
    <message>
        <source>%1: type a number.</source>
        <translation>%1: 숫자를 입력하세요.</translation>
    </message>
    <message>
        <source>%1 = %2 is not a number.</source>
        <translation>%1 = %2은(는) 숫자가 아닙니다.</translation>
    </message>
</context>
<context>
    <name>lorafleet::ParameterPanel</name>
    <message>
        <source>Scenario</source>
        <translation>시나리오</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>고급</translation>
    </message>
    <message>
        <source>Every other parameter of the model: the GPU, the demand, the catalog&apos;s growth.</source>
        <translation>모델의 나머지 매개변수: GPU, 수요, 카탈로그 성장.</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>기본값으로 재설정</translation>
    </message>
    <message>
        <source>Back to the paper&apos;s scenario: an H200 serving 32 adapters.</source>
        <translation>논문의 시나리오로 돌아갑니다: H200 1대로 어댑터 32개를 서비스합니다.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> The scenario is unchanged.</source>
        <translation> 시나리오는 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <source>Engine model</source>
        <translation>엔진 모델</translation>
    </message>
</context>
<context>
    <name>lorafleet::Params</name>
    <message>
        <source>Adapters</source>
        <translation>어댑터 수</translation>
    </message>
    <message>
        <source>Traffic skew</source>
        <translation>트래픽 쏠림</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>배치 크기</translation>
    </message>
    <message>
        <source>Adapter pool</source>
        <translation>어댑터 풀</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU 가격</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 메모리</translation>
    </message>
    <message>
        <source>Base model</source>
        <translation>베이스 모델</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 캐시</translation>
    </message>
    <message>
        <source>Adapter size</source>
        <translation>어댑터 크기</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>HBM 대역폭</translation>
    </message>
    <message>
        <source>Host link bandwidth</source>
        <translation>호스트 링크 대역폭</translation>
    </message>
    <message>
        <source>Transfer overlap</source>
        <translation>전송 겹침</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>수요</translation>
    </message>
    <message>
        <source>GPU capacity</source>
        <translation>GPU 처리량</translation>
    </message>
    <message>
        <source>Billing hours</source>
        <translation>과금 시간</translation>
    </message>
    <message>
        <source>Catalog at week 0</source>
        <translation>0주차 카탈로그</translation>
    </message>
    <message>
        <source>Catalog growth</source>
        <translation>카탈로그 성장</translation>
    </message>
    <message>
        <source>Catalog ceiling</source>
        <translation>카탈로그 상한</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>표시 기간</translation>
    </message>
    <message>
        <source>K axis end</source>
        <translation>K축 끝</translation>
    </message>
    <message>
        <source>Reference skews</source>
        <translation>기준 쏠림</translation>
    </message>
    <message>
        <source>Whole GPUs</source>
        <translation>GPU 수 올림</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>USD/h</source>
        <translation>USD/h</translation>
    </message>
    <message>
        <source>adapters/week</source>
        <translation>어댑터/주</translation>
    </message>
    <message>
        <source>h/month</source>
        <translation>시간/월</translation>
    </message>
    <message>
        <source>requests</source>
        <translation>요청</translation>
    </message>
    <message>
        <source>requests/month</source>
        <translation>요청/월</translation>
    </message>
    <message>
        <source>weeks</source>
        <translation>주</translation>
    </message>
    <message>
        <source>Adapters in the catalog now.</source>
        <translation>현재 카탈로그에 있는 어댑터 수.</translation>
    </message>
    <message>
        <source>Zipf exponent of request popularity; 0 means every adapter is equally popular.</source>
        <translation>요청 인기도의 Zipf 지수. 0이면 모든 어댑터의 인기가 같습니다.</translation>
    </message>
    <message>
        <source>Requests decoded together in one step.</source>
        <translation>한 스텝에서 함께 디코딩하는 요청 수.</translation>
    </message>
    <message>
        <source>GPU memory reserved for resident adapters.</source>
        <translation>상주 어댑터용으로 예약한 GPU 메모리.</translation>
    </message>
    <message>
        <source>Rental price of one GPU per hour.</source>
        <translation>GPU 1대의 시간당 임대 가격.</translation>
    </message>
    <message>
        <source>Memory of one GPU (H200: 141 GB).</source>
        <translation>GPU 1대의 메모리 (H200: 141 GB).</translation>
    </message>
    <message>
        <source>Weights of the base model.</source>
        <translation>베이스 모델의 가중치.</translation>
    </message>
    <message>
        <source>Memory reserved for the KV cache.</source>
        <translation>KV 캐시용으로 예약한 메모리.</translation>
    </message>
    <message>
        <source>Weights of one adapter (about 0.5 % of the base).</source>
        <translation>어댑터 1개의 가중치 (베이스 모델의 약 0.5 %).</translation>
    </message>
    <message>
        <source>GPU memory bandwidth.</source>
        <translation>GPU 메모리 대역폭.</translation>
    </message>
    <message>
        <source>Host-to-GPU bandwidth for adapters that are not resident.</source>
        <translation>상주하지 않는 어댑터를 가져오는 호스트→GPU 대역폭.</translation>
    </message>
    <message>
        <source>Fraction of a base decode step that can hide host-link transfers.</source>
        <translation>베이스 디코드 스텝 중 호스트 링크 전송을 가릴 수 있는 비율.</translation>
    </message>
    <message>
        <source>Total requests per month over all adapters.</source>
        <translation>모든 어댑터의 월간 총 요청 수.</translation>
    </message>
    <message>
        <source>Requests one GPU serves per month at batch 32 with no adapter overhead.</source>
        <translation>어댑터 오버헤드 없이 배치 32에서 GPU 1대가 한 달에 처리하는 요청 수.</translation>
    </message>
    <message>
        <source>Billed hours per GPU-month.</source>
        <translation>GPU-월당 과금 시간.</translation>
    </message>
    <message>
        <source>Catalog size at week 0.</source>
        <translation>0주차의 카탈로그 크기.</translation>
    </message>
    <message>
        <source>New adapters per week.</source>
        <translation>주당 새로 추가되는 어댑터 수.</translation>
    </message>
    <message>
        <source>Steady-state catalog size.</source>
        <translation>정상 상태의 카탈로그 크기.</translation>
    </message>
    <message>
        <source>Weeks shown on the catalog-growth plot.</source>
        <translation>카탈로그 성장 차트에 표시할 주 수.</translation>
    </message>
    <message>
        <source>Right end of the adapter-count axes.</source>
        <translation>어댑터 수 축의 오른쪽 끝.</translation>
    </message>
    <message>
        <source>Skews drawn as low, medium and high reference curves.</source>
        <translation>낮음·중간·높음 기준 곡선으로 그릴 쏠림 값.</translation>
    </message>
    <message>
        <source>Round GPU counts up to whole GPUs (the paper uses fractional GPU-months).</source>
        <translation>GPU 수를 정수 대수로 올림합니다 (논문은 소수점 GPU-월을 사용).</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Valid: %2.&lt;br&gt;Key: &lt;code&gt;%3&lt;/code&gt;%4&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;허용 값: %2.&lt;br&gt;키: &lt;code&gt;%3&lt;/code&gt;%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source>an integer from catalog_start (%1) to %2</source>
        <translation>catalog_start(%1)부터 %2까지의 정수</translation>
    </message>
    <message>
        <source>an integer from %1 to %2</source>
        <translation>%1부터 %2까지의 정수</translation>
    </message>
    <message>
        <source>a real number from %1 to %2</source>
        <translation>%1부터 %2까지의 실수</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 또는 false</translation>
    </message>
    <message>
        <source>a list of at most %1 real numbers, each from %2 to %3</source>
        <translation>각각 %2부터 %3까지인 실수 최대 %1개의 목록</translation>
    </message>
    <message>
        <source>a known key (see --help)</source>
        <translation>알려진 키(--help 참고)</translation>
    </message>
    <message>
        <source>%1 = %2 is not valid: expected %3.</source>
        <translation>%1 = %2은(는) 유효하지 않습니다: %3만 허용됩니다.</translation>
    </message>
    <message>
        <source>0 (no growth) or a real number from %1 to %2</source>
        <translation>0(성장 없음) 또는 %1부터 %2까지의 실수</translation>
    </message>
    <message>
        <source>%1 = %2 is too small to store as a number (it would read as 0): expected %3.</source>
        <translation>%1 = %2은(는) 너무 작아 숫자로 저장할 수 없습니다(0으로 읽힙니다): %3만 허용됩니다.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>LoRA fixed overhead</source>
        <translation>LoRA 고정 오버헤드</translation>
    </message>
    <message>
        <source>Adapter cost factor</source>
        <translation>어댑터 비용 계수</translation>
    </message>
    <message>
        <source>Adapter re-read factor</source>
        <translation>어댑터 재읽기 계수</translation>
    </message>
    <message>
        <source>Context per request</source>
        <translation>요청당 컨텍스트</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>토큰당 KV 캐시</translation>
    </message>
    <message>
        <source>Output per request</source>
        <translation>요청당 출력</translation>
    </message>
    <message>
        <source>Pool policy</source>
        <translation>풀 정책</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>연산 성능</translation>
    </message>
    <message>
        <source>Bytes per weight</source>
        <translation>가중치당 바이트</translation>
    </message>
    <message>
        <source>Engine overhead</source>
        <translation>엔진 오버헤드</translation>
    </message>
    <message>
        <source>Adapter load latency</source>
        <translation>어댑터 로드 지연</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>바이트</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <source>paper: the article&apos;s equations; engine: the engine model, validated against measured servers.</source>
        <translation>paper: 논문의 수식, engine: 실제 서버 측정값으로 검증한 엔진 모델.</translation>
    </message>
    <message>
        <source>Fraction of a base step that every multiplexed step pays for running LoRA kernels at all.</source>
        <translation>LoRA 커널을 실행하는 것만으로 모든 멀티플렉싱 스텝이 치르는 비용 (베이스 스텝 대비 비율).</translation>
    </message>
    <message>
        <source>Cost of reading one distinct adapter per step, relative to its bytes at the HBM bandwidth (1 = ideal).</source>
        <translation>스텝마다 서로 다른 어댑터 하나를 읽는 비용. HBM 대역폭으로 그 바이트를 읽는 시간 대비 (1 = 이상적).</translation>
    </message>
    <message>
        <source>Cost of each further request&apos;s read of an adapter already read in the step, in the same unit (0 for grouped LoRA kernels).</source>
        <translation>같은 스텝에서 이미 읽은 어댑터를 다른 요청이 다시 읽을 때마다 드는 비용, 같은 단위 (요청을 어댑터별로 묶는 LoRA 커널은 0).</translation>
    </message>
    <message>
        <source>Mean tokens of context (prompt and output so far) a running request holds in the KV cache; 0 derives it from the prompt and output lengths.</source>
        <translation>실행 중인 요청이 KV 캐시에 담고 있는 평균 컨텍스트 토큰 수 (프롬프트와 지금까지의 출력). 0이면 프롬프트와 출력 길이에서 계산합니다.</translation>
    </message>
    <message>
        <source>KV-cache megabytes per token of context.</source>
        <translation>컨텍스트 토큰 하나당 KV 캐시 메가바이트.</translation>
    </message>
    <message>
        <source>Mean tokens decoded per request.</source>
        <translation>요청당 평균 디코딩 토큰 수.</translation>
    </message>
    <message>
        <source>pinned: the most popular adapters stay, the rest cross the host link every step; lru: an adapter is loaded once when its request is admitted.</source>
        <translation>pinned: 가장 인기 있는 어댑터가 상주하고 나머지는 매 스텝 호스트 링크를 건넘, lru: 요청이 들어올 때 어댑터를 한 번 로드함.</translation>
    </message>
    <message>
        <source>Dense 16-bit tensor throughput of the GPU.</source>
        <translation>GPU의 16비트 밀집 텐서 연산 처리량.</translation>
    </message>
    <message>
        <source>Bytes per base-model weight (2 for 16-bit weights).</source>
        <translation>베이스 모델 가중치 하나의 바이트 수 (16비트 가중치는 2).</translation>
    </message>
    <message>
        <source>The serving engine&apos;s own time per step (scheduling, sampling, launches, interleaved prefill), as a fraction of a base step.</source>
        <translation>서빙 엔진이 스텝마다 자체적으로 쓰는 시간 (스케줄링, 샘플링, 커널 실행, 중간에 끼어드는 프리필), 베이스 스텝 대비 비율.</translation>
    </message>
    <message>
        <source>Fixed time to load one adapter, besides its bytes over the host link.</source>
        <translation>호스트 링크로 바이트를 옮기는 시간 외에 어댑터 하나를 로드하는 데 드는 고정 시간.</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>%1 중 하나</translation>
    </message>
    <message>
        <source>Peak factor</source>
        <translation>피크 계수</translation>
    </message>
    <message>
        <source>Peak-hour request rate over the mean rate; both fleets are sized for the peak (1 = the mean).</source>
        <translation>피크 시간대 요청률을 평균 요청률로 나눈 값입니다. 두 플릿 모두 피크에 맞춰 규모를 정합니다(1 = 평균).</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>서빙 엔진</translation>
    </message>
    <message>
        <source>The serving engine whose measured constants the model uses; choosing one sets them.</source>
        <translation>모델이 측정 상수를 가져오는 서빙 엔진입니다. 엔진을 고르면 그 상수가 설정됩니다.</translation>
    </message>
    <message>
        <source>Prompt per request</source>
        <translation>요청당 프롬프트</translation>
    </message>
    <message>
        <source>Mean input tokens per request, prefilled before its first output token.</source>
        <translation>요청당 평균 입력 토큰 수. 첫 출력 토큰 전에 프리필됩니다.</translation>
    </message>
    <message>
        <source>Engine time per step</source>
        <translation>스텝당 엔진 시간</translation>
    </message>
    <message>
        <source>The serving engine&apos;s own fixed time per step (scheduling, sampling, launches).</source>
        <translation>서빙 엔진이 스텝마다 쓰는 고정 시간 (스케줄링, 샘플링, 커널 실행).</translation>
    </message>
    <message>
        <source>Engine time per layer</source>
        <translation>레이어당 엔진 시간</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>The serving engine&apos;s fixed time per layer and step (kernel launches and their gaps: the floor of a step at batch 1).</source>
        <translation>서빙 엔진이 스텝마다 레이어당 쓰는 고정 시간 (커널 실행과 그 사이 간격: 배치 1 스텝의 하한).</translation>
    </message>
    <message>
        <source>All-reduce latency</source>
        <translation>올리듀스 지연</translation>
    </message>
    <message>
        <source>Fixed time of one all-reduce between a replica&apos;s GPUs, besides its bytes over the link (two a layer per step).</source>
        <translation>복제본 GPU 사이 올리듀스 한 번의 고정 시간, 링크로 보내는 바이트와 별도 (스텝마다 레이어당 두 번).</translation>
    </message>
    <message>
        <source>Adapter read overlap</source>
        <translation>어댑터 읽기 겹침</translation>
    </message>
    <message>
        <source>Fraction of the engine&apos;s own time per step that hides adapter reads (1 for Punica&apos;s kernels).</source>
        <translation>엔진 자체의 스텝 시간 중 어댑터 읽기를 가려 주는 비율 (Punica 커널은 1).</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>텐서 병렬</translation>
    </message>
    <message>
        <source>GPUs per replica; auto takes the fewest that hold the weights and a minimum KV cache.</source>
        <translation>레플리카당 GPU 수. auto는 가중치와 최소 KV 캐시를 담는 가장 적은 수를 고릅니다.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>레이어</translation>
    </message>
    <message>
        <source>Transformer layers of the base model.</source>
        <translation>베이스 모델의 트랜스포머 레이어 수.</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 헤드</translation>
    </message>
    <message>
        <source>Key-value heads of the base model; tensor parallelism beyond them replicates the KV cache.</source>
        <translation>베이스 모델의 키-값 헤드 수. 텐서 병렬이 이보다 크면 KV 캐시가 복제됩니다.</translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation>GPU 간 링크</translation>
    </message>
    <message>
        <source>One-way bandwidth between the GPUs of a replica (NVLink 4: 450).</source>
        <translation>레플리카 안 GPU 사이의 단방향 대역폭 (NVLink 4: 450).</translation>
    </message>
    <message>
        <source>Service target</source>
        <translation>서비스 목표</translation>
    </message>
    <message>
        <source>throughput: fleets run saturated, as benchmarks do; latency: sized to meet the TTFT and TPOT targets.</source>
        <translation>throughput: 벤치마크처럼 포화 상태로 운영합니다. latency: TTFT와 TPOT 목표를 맞추도록 규모를 정합니다.</translation>
    </message>
    <message>
        <source>TTFT target (p95)</source>
        <translation>TTFT 목표 (p95)</translation>
    </message>
    <message>
        <source>Latency target: 95th percentile of the time to first token.</source>
        <translation>지연 목표: 첫 토큰까지 걸리는 시간의 95번째 백분위수.</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 목표</translation>
    </message>
    <message>
        <source>Latency target: time per output token.</source>
        <translation>지연 목표: 출력 토큰당 시간.</translation>
    </message>
    <message>
        <source>Adapter source</source>
        <translation>어댑터 출처</translation>
    </message>
    <message>
        <source>Where a missing adapter is loaded from: host memory or disk.</source>
        <translation>없는 어댑터를 불러오는 곳: 호스트 메모리 또는 디스크.</translation>
    </message>
    <message>
        <source>Disk bandwidth</source>
        <translation>디스크 대역폭</translation>
    </message>
    <message>
        <source>Read bandwidth for adapters loaded from disk.</source>
        <translation>디스크에서 어댑터를 읽는 대역폭.</translation>
    </message>
    <message>
        <source>Engine compute overhead</source>
        <translation>엔진 연산 오버헤드</translation>
    </message>
    <message>
        <source>The serving engine&apos;s compute time beyond the step&apos;s FLOPs at the GPU&apos;s rate, as a fraction (1 / MFU - 1).</source>
        <translation>서빙 엔진이 GPU 연산 속도로 계산한 스텝 FLOP 시간을 넘어 더 쓰는 연산 시간의 비율 (1 / MFU - 1).</translation>
    </message>
    <message>
        <source>Routing</source>
        <translation>라우팅</translation>
    </message>
    <message>
        <source>How the fleet routes requests: load_balanced (by load alone), affinity (each adapter to one replica) or replicated (popular adapters on several replicas).</source>
        <translation>플릿이 요청을 보내는 방식: load_balanced (부하만 보고), affinity (어댑터마다 레플리카 하나) 또는 replicated (인기 어댑터를 여러 레플리카에).</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>레플리카</translation>
    </message>
    <message>
        <source>Replicas in the multiplexed fleet; 0 (auto) sizes it for the demand.</source>
        <translation>멀티플렉스 플릿의 레플리카 수. 0 (자동)이면 수요에 맞춰 정합니다.</translation>
    </message>
    <message>
        <source>auto (0) or an integer from 1 to %1</source>
        <translation>auto (0) 또는 1부터 %1까지의 정수</translation>
    </message>
</context>
<context>
    <name>lorafleet::PhaseMapChart</name>
    <message>
        <source>Phase map</source>
        <translation>위상도</translation>
    </message>
    <message>
        <source>Operating-rule regions</source>
        <translation>운영 규칙 영역</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>현재 시나리오</translation>
    </message>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Traffic skew s</source>
        <translation>트래픽 쏠림 s</translation>
    </message>
    <message>
        <source>Where the answer changes: fleet advantage R</source>
        <translation>답이 바뀌는 곳: 플릿 이점 R</translation>
    </message>
    <message>
        <source>Where the answer changes: savings per month</source>
        <translation>답이 바뀌는 곳: 월 절감액</translation>
    </message>
    <message>
        <source>Either</source>
        <translation>어느 쪽이든</translation>
    </message>
    <message>
        <source>Multiplex</source>
        <translation>멀티플렉싱</translation>
    </message>
    <message>
        <source>Multiplex, pool overflows</source>
        <translation>멀티플렉싱, 풀 초과</translation>
    </message>
    <message>
        <source>Head adapters cheaper dedicated</source>
        <translation>상위 어댑터는 전용이 더 저렴</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>메모리에 들어가지 않음</translation>
    </message>
    <message>
        <source>pool fits %1</source>
        <translation>풀 수용 %1개</translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>Savings per month (USD)</source>
        <translation>월 절감액 (USD)</translation>
    </message>
    <message>
        <source>%1, s = %2: R = %3, savings %4; %5</source>
        <translation>%1, s = %2: R = %3, 절감액 %4. %5</translation>
    </message>
    <message>
        <source>Region (0 either, 1 multiplex, 2 pool overflows, 3 dedicate head, 4 does not fit)</source>
        <translation>영역 (0 어느 쪽이든, 1 멀티플렉싱, 2 풀 초과, 3 상위 어댑터 전용, 4 메모리 부족)</translation>
    </message>
    <message>
        <source>Skew s</source>
        <translation>쏠림 s</translation>
    </message>
    <message>
        <source>Advantage R</source>
        <translation>이점 R</translation>
    </message>
    <message>
        <source>Savings (USD/mo)</source>
        <translation>절감액 (USD/월)</translation>
    </message>
    <message>
        <source>USD/mo</source>
        <translation>USD/월</translation>
    </message>
</context>
<context>
    <name>lorafleet::PhaseMapView</name>
    <message>
        <source>Fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>Savings per month</source>
        <translation>월 절감액</translation>
    </message>
    <message>
        <source>Colour by:</source>
        <translation>색상 기준:</translation>
    </message>
    <message>
        <source>Refining the map… %1 %</source>
        <translation>위상도를 세밀하게 계산하는 중… %1 %</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Stop refining: the coarse map stays</source>
        <translation>세밀한 계산을 중지합니다: 거친 위상도는 그대로 남습니다</translation>
    </message>
    <message>
        <source>Coarse map: refining was stopped.</source>
        <translation>거친 위상도: 세밀한 계산을 중지했습니다.</translation>
    </message>
    <message>
        <source>Refine</source>
        <translation>세밀하게</translation>
    </message>
    <message>
        <source>Map this scenario on the full grid</source>
        <translation>이 시나리오를 전체 격자로 계산합니다</translation>
    </message>
</context>
<context>
    <name>lorafleet::PresentationMode</name>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>발표 모드(&amp;P)</translation>
    </message>
    <message>
        <source>Leave presentation</source>
        <translation>발표 모드 끝내기</translation>
    </message>
    <message>
        <source>Next chart</source>
        <translation>다음 차트</translation>
    </message>
    <message>
        <source>Ctrl+Right</source>
        <translation>Ctrl+Right</translation>
    </message>
    <message>
        <source>Previous chart</source>
        <translation>이전 차트</translation>
    </message>
    <message>
        <source>Ctrl+Left</source>
        <translation>Ctrl+Left</translation>
    </message>
    <message>
        <source>One chart</source>
        <translation>차트 1개</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Two charts side by side</source>
        <translation>차트 2개 나란히</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>All charts</source>
        <translation>모든 차트</translation>
    </message>
</context>
<context>
    <name>lorafleet::Presets</name>
    <message>
        <source>NVIDIA A100 80GB PCIe</source>
        <translation>NVIDIA A100 80GB PCIe</translation>
    </message>
    <message>
        <source>NVIDIA B200 (DGX B200)</source>
        <translation>NVIDIA B200 (DGX B200)</translation>
    </message>
    <message>
        <source>Flat traffic (s = 0.5)</source>
        <translation>고른 트래픽 (s = 0.5)</translation>
    </message>
    <message>
        <source>NVIDIA GH200 Grace Hopper (144 GB HBM3e)</source>
        <translation>NVIDIA GH200 Grace Hopper (144 GB HBM3e)</translation>
    </message>
    <message>
        <source>NVIDIA H100 SXM</source>
        <translation>NVIDIA H100 SXM</translation>
    </message>
    <message>
        <source>NVIDIA H200</source>
        <translation>NVIDIA H200</translation>
    </message>
    <message>
        <source>Paper default (H200)</source>
        <translation>논문 기본값 (H200)</translation>
    </message>
    <message>
        <source>Quantised base (27 GB)</source>
        <translation>양자화 베이스 모델 (27 GB)</translation>
    </message>
    <message>
        <source>Skewed traffic (s = 1.5)</source>
        <translation>쏠린 트래픽 (s = 1.5)</translation>
    </message>
    <message>
        <source>NVIDIA H200, measured (engine model)</source>
        <translation>NVIDIA H200, 실측 (엔진 모델)</translation>
    </message>
    <message>
        <source>S-LoRA on A100 80GB SXM (engine model)</source>
        <translation>A100 80GB SXM의 S-LoRA (엔진 모델)</translation>
    </message>
    <message>
        <source>vLLM on H100 SXM (engine model)</source>
        <translation>H100 SXM의 vLLM (엔진 모델)</translation>
    </message>
</context>
<context>
    <name>lorafleet::RankFrequencyChart</name>
    <message>
        <source>Rank (most requested first)</source>
        <translation>순위(요청이 많은 순)</translation>
    </message>
    <message>
        <source>Share of requests</source>
        <translation>요청 비율</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>%1위</translation>
    </message>
    <message>
        <source>Zipf at the interval&apos;s low s</source>
        <translation>구간 하한 s의 Zipf</translation>
    </message>
    <message>
        <source>%1: %2 at the interval&apos;s low skew</source>
        <translation>%1: 구간 하한 스큐에서 %2</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 % 구간</translation>
    </message>
    <message>
        <source>%1: %2 at the interval&apos;s high skew</source>
        <translation>%1: 구간 상한 스큐에서 %2</translation>
    </message>
    <message>
        <source>Zipf fit</source>
        <translation>Zipf 적합</translation>
    </message>
    <message>
        <source>%1: the fitted law gives it %2 of the requests</source>
        <translation>%1: 적합한 법칙에 따르면 요청의 %2</translation>
    </message>
    <message>
        <source>log</source>
        <translation>로그</translation>
    </message>
    <message>
        <source>%1: %2 of the requests in the log</source>
        <translation>%1: 로그 요청의 %2</translation>
    </message>
    <message>
        <source>Requests by adapter rank</source>
        <translation>어댑터 순위별 요청</translation>
    </message>
    <message>
        <source>Zipf fit, s = %1</source>
        <translation>Zipf 적합, s = %1</translation>
    </message>
    <message>
        <source>95 %: s from %1 to %2</source>
        <translation>95 %: s = %1~%2</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>observed share</source>
        <translation>관측 비율</translation>
    </message>
    <message>
        <source>fitted share</source>
        <translation>적합 비율</translation>
    </message>
    <message>
        <source>share at the interval&apos;s low skew</source>
        <translation>구간 하한 스큐의 비율</translation>
    </message>
    <message>
        <source>share at the interval&apos;s high skew</source>
        <translation>구간 상한 스큐의 비율</translation>
    </message>
</context>
<context>
    <name>lorafleet::RecoveryDialog</name>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation>저장하지 않은 시나리오 복구</translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer closed without saving these scenarios. Restore one into this window, or discard the ones you no longer need.</source>
        <translation>LoRA Fleet Explorer가 이 시나리오들을 저장하지 않은 채 종료되었습니다. 하나를 이 창으로 복원하거나, 더 필요 없는 것은 버리십시오.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>복원(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard…</source>
        <translation>버리기(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>나중에(&amp;L)</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>제목 없는 시나리오</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>저장한 적 없음</translation>
    </message>
    <message>
        <source>%1 (%2), last changed %3</source>
        <translation>%1 (%2), 마지막 변경 %3</translation>
    </message>
    <message>
        <source>Discard unsaved scenario</source>
        <translation>저장하지 않은 시나리오 버리기</translation>
    </message>
    <message>
        <source>Discard “%1” for good? This cannot be undone.</source>
        <translation>“%1”을(를) 영구히 버릴까요? 되돌릴 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>lorafleet::RegularFile</name>
    <message>
        <source>a folder</source>
        <translation>폴더</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>이름 있는 파이프(FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>문자 장치</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>블록 장치</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>소켓</translation>
    </message>
    <message>
        <source>something other than a regular file</source>
        <translation>일반 파일이 아닌 것</translation>
    </message>
    <message>
        <source>a file of the kernel (/proc or /sys)</source>
        <translation>커널 파일(/proc 또는 /sys)</translation>
    </message>
</context>
<context>
    <name>lorafleet::Report</name>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>Fleet advantage</source>
        <translation>플릿 이점</translation>
    </message>
    <message>
        <source>dedicated GPUs per multiplexed one at K = %1, s = %2</source>
        <translation>멀티플렉싱 1대당 전용 GPU 수 (K = %1, s = %2)</translation>
    </message>
    <message>
        <source>Pool holds</source>
        <translation>풀 수용량</translation>
    </message>
    <message>
        <source>%1 adapters</source>
        <translation>어댑터 %1개</translation>
    </message>
    <message>
        <source>%1 each in a %2 pool</source>
        <translation>개당 %1, 풀 %2</translation>
    </message>
    <message>
        <source>Overhead per token</source>
        <translation>토큰당 오버헤드</translation>
    </message>
    <message>
        <source>re-stream %1 · host-link %2</source>
        <translation>재스트리밍 %1 · 호스트&#xa0;링크 %2</translation>
    </message>
    <message>
        <source>Multiplexed</source>
        <translation>멀티플렉싱</translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation>전용</translation>
    </message>
    <message>
        <source>Savings</source>
        <translation>절감액</translation>
    </message>
    <message>
        <source>%1 per year by multiplexing</source>
        <translation>멀티플렉싱으로 연 %1 절감</translation>
    </message>
    <message>
        <source>multiplexing costs %1 more per year</source>
        <translation>멀티플렉싱 시 연 %1 더 듦</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 메모리</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>수용 가능</translation>
    </message>
    <message>
        <source>%1 of %2 used, %3 free</source>
        <translation>%2 중 %1 사용, %3 여유</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>수용 불가</translation>
    </message>
    <message>
        <source>over by %1: %2 needed of %3</source>
        <translation>%1 초과: %3 중 %2 필요</translation>
    </message>
    <message>
        <source>GPU memory: base %1 · KV cache %2 · adapter pool %3 · of %4</source>
        <translation>GPU 메모리: 베이스 %1 · KV 캐시 %2 · 어댑터 풀 %3 · 전체 %4</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>제목 없는 시나리오</translation>
    </message>
    <message>
        <source>%1 – LoRA Fleet Explorer report</source>
        <translation>%1 – LoRA Fleet Explorer 보고서</translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer</source>
        <translation>LoRA Fleet Explorer</translation>
    </message>
    <message>
        <source>the report could not be drawn</source>
        <translation>보고서를 그릴 수 없습니다</translation>
    </message>
    <message>
        <source>All figures are model output, not measurements (the analytical model of &quot;The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200&quot;). It assumes adapters of equal size on one base model; isolation, security and failure containment are not priced, and they can justify a dedicated GPU regardless of cost. Shrinking the base (quantisation) makes adapters relatively heavier and moves the pool-fit boundary. Every parameter&apos;s key reproduces these figures: lorafleet eval --set KEY=VALUE.</source>
        <translation>모든 수치는 측정값이 아니라 &quot;The Derivative Long Tail: Multiplex-vs-Dedicated LoRA Serving on H200&quot; 논문의 분석 모델이 계산한 값입니다. 어댑터의 크기가 모두 같고 하나의 베이스 모델을 공유한다고 가정합니다. 격리, 보안, 장애 전파 차단은 비용에 반영되지 않으며, 비용과 관계없이 전용 GPU를 선택할 이유가 될 수 있습니다. 베이스 모델을 줄이면(양자화) 어댑터의 상대적 비중이 커지고 풀 수용 한계가 달라집니다. 각 매개변수의 키로 이 수치를 재현할 수 있습니다: lorafleet eval --set KEY=VALUE.</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>주요 수치</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <source>fixed %1 · re-stream %2 · host-link %3 · memory %4</source>
        <translation>고정 %1 · 재스트림 %2 · 호스트 링크 %3 · 메모리 %4</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>GPU당</translation>
    </message>
    <message>
        <source>%1 requests/month</source>
        <translation>월 %1 요청</translation>
    </message>
    <message>
        <source>multiplexed, after every overhead; %1 dedicated</source>
        <translation>멀티플렉스, 모든 오버헤드 반영; 전용 %1</translation>
    </message>
    <message>
        <source>Pool hit rate</source>
        <translation>풀 적중률</translation>
    </message>
    <message>
        <source>admitted requests whose adapter is resident (%1 pool)</source>
        <translation>어댑터가 이미 상주한 수락 요청의 비율(%1 풀)</translation>
    </message>
    <message>
        <source>Effective batch</source>
        <translation>유효 배치</translation>
    </message>
    <message>
        <source>requests per step the KV cache holds, of a batch of %1</source>
        <translation>KV 캐시가 담는 스텝당 요청 수(배치 %1 중)</translation>
    </message>
    <message>
        <source>LoRA Fleet Explorer · scenario report · %1</source>
        <translation>LoRA Fleet Explorer · 시나리오 보고서 · %1</translation>
    </message>
    <message>
        <source>All figures are model output, not measurements (the engine model: the paper&apos;s terms plus the cost of LoRA kernels, KV-cache reads, adapters loaded at admission and the engine&apos;s own step time, validated against S-LoRA&apos;s published A100 tables; see Help → About the model). It assumes adapters of equal size on one base model; isolation, security and failure containment are not priced. Every parameter&apos;s key reproduces these figures: lorafleet eval --set KEY=VALUE.</source>
        <translation>모든 수치는 측정값이 아니라 모델 출력입니다(엔진 모델: 논문의 항에 LoRA 커널 비용, KV 캐시 읽기, 수락 시 로드되는 어댑터, 엔진 자체의 스텝 시간을 더했고, S-LoRA가 공개한 A100 표로 검증했습니다. 도움말 → 모델 정보 참조). 어댑터는 하나의 기본 모델 위에서 크기가 같다고 가정하며, 격리·보안·장애 격리는 비용에 반영하지 않습니다. 각 매개변수의 키로 이 수치를 재현할 수 있습니다: lorafleet eval --set KEY=VALUE.</translation>
    </message>
    <message>
        <source>Over %1 weeks</source>
        <translation>%1주 누적</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 대 %2</translation>
    </message>
    <message>
        <source>multiplexed vs dedicated while the catalog grows from %1 to %2 adapters</source>
        <translation>카탈로그가 어댑터 %1개에서 %2개로 늘어나는 동안 멀티플렉싱 대 전용</translation>
    </message>
    <message>
        <source>Operating rule</source>
        <translation>운영 규칙</translation>
    </message>
    <message>
        <source>%1 heaviest adapters on GPUs of their own, the rest multiplexed: %2</source>
        <translation>트래픽이 가장 많은 어댑터 %1개는 전용 GPU에, 나머지는 멀티플렉싱: %2</translation>
    </message>
    <message>
        <source>Where the answer changes, and which assumption matters most</source>
        <translation>답이 바뀌는 곳, 그리고 가장 중요한 가정</translation>
    </message>
    <message>
        <source>Phase map: the fleet advantage R over catalog size K and skew s, every cell one evaluation of the model; the operating rule&apos;s regions outlined, the pool-fit boundary dashed, this scenario marked.</source>
        <translation>위상도: 카탈로그 크기 K와 스큐 s에 따른 플릿 이점 R, 각 칸은 모델을 한 번 평가한 값입니다. 운영 규칙의 영역은 윤곽선으로, 풀 적합 경계는 점선으로, 이 시나리오는 표시로 나타냅니다.</translation>
    </message>
    <message>
        <source>Sensitivity: each parameter moved 25 % down and up within its valid range, the savings per month at each end; largest swing on top. A hatched red bar end does not fit in GPU memory.</source>
        <translation>민감도: 각 매개변수를 유효 범위 안에서 25 % 내리고 올렸을 때 양 끝의 월 절감액이며, 변동이 가장 큰 것이 위에 있습니다. 빗금 친 빨간 막대 끝은 GPU 메모리에 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Compared with the pinned scenarios</source>
        <translation>고정한 시나리오와 비교</translation>
    </message>
    <message>
        <source>Each figure of this scenario and of each pinned scenario, evaluated by the same model; in brackets, the difference from this scenario. The charts on the first page draw the pinned scenarios as dashed curves.</source>
        <translation>이 시나리오와 고정한 각 시나리오의 수치를 같은 모델로 평가했습니다. 괄호 안은 이 시나리오와의 차이입니다. 첫 페이지의 차트는 고정한 시나리오를 점선 곡선으로 그립니다.</translation>
    </message>
    <message>
        <source>%1 (this report)</source>
        <translation>%1 (이 보고서)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation>TTFT p95</translation>
    </message>
    <message>
        <source>time to first token, with the queue at the sizing load; p50 %1</source>
        <translation>첫 토큰까지의 시간, 규모 산정 부하에서의 대기열 포함; p50 %1</translation>
    </message>
    <message>
        <source>time to first token without queueing (sized saturated); p50 %1</source>
        <translation>대기열을 뺀 첫 토큰까지의 시간 (포화 상태로 산정); p50 %1</translation>
    </message>
    <message>
        <source>Band</source>
        <translation>오차 범위</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>GPUs, money and TTFT: the q10 … q90 of this engine preset&apos;s signed errors on its held-out tables</source>
        <translation>GPU, 비용, TTFT: 이 엔진 프리셋의 검증용 표에서 부호 있는 오차의 q10 … q90</translation>
    </message>
    <message>
        <source>GPUs, money and TTFT: the q10 … q90 of every held-out table&apos;s signed errors (this engine preset has none of its own)</source>
        <translation>GPU, 비용, TTFT: 모든 검증용 표에서 부호 있는 오차의 q10 … q90 (이 엔진 프리셋에는 자체 검증용 표가 없음)</translation>
    </message>
    <message>
        <source>median %1 · worst %2</source>
        <translation>중앙값 %1 · 최대 %2</translation>
    </message>
    <message>
        <source>|error| over %1 points of %2 tables</source>
        <translation>표 %2개, 측정점 %1개의 |오차|</translation>
    </message>
    <message>
        <source>Validation: training and held-out tables</source>
        <translation>검증: 학습용 표와 검증용 표</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>변화 없음</translation>
    </message>
    <message>
        <source>Each step is what switching that assumption of the engine model on adds to the monthly cost of the operating rule, averaged over every order of switching them on (its Shapley value): the steps add up to the difference. The paper&apos;s model reproduces the article&apos;s figures exactly; the engine model is for budgets, with its band (lorafleet explain prints the same steps).</source>
        <translation>각 단계는 엔진 모델의 그 가정을 켤 때 운영 규칙의 월 비용에 더해지는 값을, 가정을 켜는 모든 순서에 대해 평균한 것(섀플리 값)이며, 단계들의 합은 두 비용의 차이와 같습니다. 논문 모델은 기사의 수치를 정확히 재현하고, 엔진 모델은 범위와 함께 예산에 씁니다(lorafleet explain이 같은 단계를 출력합니다).</translation>
    </message>
</context>
<context>
    <name>lorafleet::RequestLogReader</name>
    <message>
        <source>the line has a NUL byte: not text</source>
        <translation>줄에 NUL 바이트가 있어 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>line 1 is longer than %1 bytes: not a request log</source>
        <translation>1번째 줄이 %1바이트보다 깁니다: 요청 로그가 아닙니다</translation>
    </message>
    <message>
        <source>longer than %1 bytes</source>
        <translation>%1바이트보다 깁니다</translation>
    </message>
    <message>
        <source>line 1 is not UTF-8 text: this looks like a binary file, not a CSV or JSON Lines log</source>
        <translation>1번째 줄이 UTF-8 텍스트가 아닙니다: CSV나 JSON Lines 로그가 아닌 바이너리 파일로 보입니다</translation>
    </message>
    <message>
        <source>line 1 is not a JSON object: a JSON Lines log has one object per line</source>
        <translation>1번째 줄이 JSON 객체가 아닙니다: JSON Lines 로그는 한 줄에 객체 하나입니다</translation>
    </message>
    <message>
        <source>no column named %1 (the %2 has: %3)</source>
        <translation>%1 열이 없습니다 (%2에 있는 열: %3)</translation>
    </message>
    <message>
        <source>first object</source>
        <translation>첫 객체</translation>
    </message>
    <message>
        <source>header</source>
        <translation>헤더</translation>
    </message>
    <message>
        <source>no adapter column: expected one named %1, or give --adapter-column NAME (the %2 has: %3)</source>
        <translation>어댑터 열이 없습니다: %1 중 하나의 이름이 필요하거나 --adapter-column NAME을 지정하세요 (%2에 있는 열: %3)</translation>
    </message>
    <message>
        <source>no %1</source>
        <translation>%1 없음</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON 객체가 아님</translation>
    </message>
    <message>
        <source>too few fields, or a quote left open</source>
        <translation>필드가 너무 적거나 따옴표가 닫히지 않음</translation>
    </message>
    <message>
        <source>empty adapter id</source>
        <translation>어댑터 ID가 비어 있음</translation>
    </message>
    <message>
        <source>adapter id longer than %1 bytes</source>
        <translation>어댑터 ID가 %1바이트보다 김</translation>
    </message>
    <message>
        <source>the count is not a whole number of requests</source>
        <translation>개수가 요청 수를 나타내는 정수가 아님</translation>
    </message>
    <message>
        <source>the counts add up to more than 10^18 requests</source>
        <translation>개수의 합이 10^18 요청을 넘음</translation>
    </message>
    <message>
        <source>the time is not ISO 8601 or Unix seconds</source>
        <translation>시각이 ISO 8601도 Unix 초도 아님</translation>
    </message>
    <message>
        <source>this is a binary file, not a CSV or JSON Lines log</source>
        <translation>CSV나 JSON Lines 로그가 아닌 바이너리 파일입니다</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>파일이 비어 있습니다</translation>
    </message>
    <message numerus="yes">
        <source>no request could be read: all %n line(s) are bad (line %1: %2)</source>
        <translation>
            <numerusform>요청을 하나도 읽을 수 없습니다: %n개 줄이 모두 잘못되었습니다 (%1번째 줄: %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>the log has no requests</source>
        <translation>로그에 요청이 없습니다</translation>
    </message>
    <message>
        <source>it is %1, not a file</source>
        <translation>파일이 아니라 %1입니다</translation>
    </message>
    <message>
        <source>cannot read it: %1</source>
        <translation>읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>it is %1, not a request log: only files on a disk are read</source>
        <translation>요청 로그가 아니라 %1입니다: 디스크에 있는 파일만 읽습니다</translation>
    </message>
    <message>
        <source>the file starts with two UTF-8 byte-order marks (EF BB BF twice): save it again as UTF-8 with one or none</source>
        <translation>파일이 UTF-8 바이트 순서 표시 두 개(EF BB BF 두 번)로 시작합니다: 표시를 하나만 두거나 없이 UTF-8로 다시 저장하세요</translation>
    </message>
    <message>
        <source>the file is saved as UTF-32 text; request logs are UTF-8: save it again as UTF-8</source>
        <translation>파일이 UTF-32 텍스트로 저장되어 있습니다. 요청 로그는 UTF-8이어야 합니다: UTF-8로 다시 저장하세요</translation>
    </message>
    <message>
        <source>the file is saved as UTF-16 text; request logs are UTF-8: save it again as UTF-8</source>
        <translation>파일이 UTF-16 텍스트로 저장되어 있습니다. 요청 로그는 UTF-8이어야 합니다: UTF-8로 다시 저장하세요</translation>
    </message>
</context>
<context>
    <name>lorafleet::ScenarioDocument</name>
    <message>
        <source>Edit scenario details</source>
        <translation>시나리오 세부 정보 편집</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>제목 없는 시나리오</translation>
    </message>
</context>
<context>
    <name>lorafleet::ScenarioFile</name>
    <message>
        <source>There is no preset &quot;%1&quot;; the presets are: %2.</source>
        <translation>프리셋 &quot;%1&quot;이(가) 없습니다. 사용할 수 있는 프리셋: %2.</translation>
    </message>
    <message>
        <source>The file is too large (%1 bytes): a scenario file holds a few kilobytes, and files over %2 bytes (1 MiB) are not read.</source>
        <translation>파일이 너무 큽니다(%1바이트): 시나리오 파일은 보통 몇 킬로바이트이며, %2바이트(1 MiB)가 넘는 파일은 읽지 않습니다.</translation>
    </message>
    <message>
        <source>null (no value)</source>
        <translation>null(값 없음)</translation>
    </message>
    <message>
        <source>the value %1</source>
        <translation>값 %1</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>숫자 %1</translation>
    </message>
    <message>
        <source>the text %1</source>
        <translation>텍스트 %1</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>목록</translation>
    </message>
    <message>
        <source>an object (a group of named values)</source>
        <translation>객체(이름 붙은 값의 묶음)</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>빈 값</translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> 외 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 must be %2, but the file gives %3.</source>
        <translation>%1에는 %2만 허용되지만, 파일의 값은 %3입니다.</translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two entries, or an object is not closed with &quot;}&quot;</source>
        <translation>두 항목 사이에 &quot;,&quot;가 없거나, 객체가 &quot;}&quot;로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a &quot;:&quot; is missing after a key</source>
        <translation>키 뒤에 &quot;:&quot;가 없습니다</translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two items, or a list is not closed with &quot;]&quot;</source>
        <translation>두 항목 사이에 &quot;,&quot;가 없거나, 목록이 &quot;]&quot;로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two values</source>
        <translation>두 값 사이에 &quot;,&quot;가 없습니다</translation>
    </message>
    <message>
        <source>a value is not one JSON allows: texts need double quotes, and true, false and null are written in lower case</source>
        <translation>JSON에서 허용하지 않는 값이 있습니다: 텍스트는 큰따옴표로 감싸야 하고, true, false, null은 소문자로 써야 합니다</translation>
    </message>
    <message>
        <source>the file ends in the middle of a number</source>
        <translation>숫자 중간에서 파일이 끝납니다</translation>
    </message>
    <message>
        <source>a number is not valid, or too large or too small to store; NaN and Infinity are not allowed in JSON</source>
        <translation>숫자가 유효하지 않거나 저장하기에 너무 크거나 작습니다. JSON에서는 NaN과 Infinity를 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>a backslash escape in a text is not valid</source>
        <translation>텍스트 안의 백슬래시 이스케이프가 유효하지 않습니다</translation>
    </message>
    <message>
        <source>a text holds bytes that are not valid UTF-8</source>
        <translation>텍스트에 유효한 UTF-8이 아닌 바이트가 있습니다</translation>
    </message>
    <message>
        <source>a text is not closed with a double quote</source>
        <translation>텍스트가 큰따옴표로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>an object was expected</source>
        <translation>객체가 와야 합니다</translation>
    </message>
    <message>
        <source>lists or objects are nested too deeply</source>
        <translation>목록이나 객체가 너무 깊이 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>the document is too large</source>
        <translation>문서가 너무 큽니다</translation>
    </message>
    <message>
        <source>something follows the end of the scenario&apos;s object</source>
        <translation>시나리오 객체가 끝난 뒤에 다른 내용이 있습니다</translation>
    </message>
    <message>
        <source>the JSON reader stopped</source>
        <translation>JSON 읽기가 중단되었습니다</translation>
    </message>
    <message>
        <source>The file does not start like a scenario: a scenario file is a JSON object that starts with &quot;{&quot;, but this one starts with %1.</source>
        <translation>파일이 시나리오 형식으로 시작하지 않습니다: 시나리오 파일은 &quot;{&quot;로 시작하는 JSON 객체인데, 이 파일은 %1(으)로 시작합니다.</translation>
    </message>
    <message>
        <source>The file nests lists or objects more deeply than the JSON reader allows (%1 levels, exceeded at line %2, column %3); a scenario needs three, so this is not a scenario file.</source>
        <translation>파일의 목록·객체 중첩이 JSON 읽기 한도(%1단계)를 넘습니다(%2행 %3열). 시나리오에는 3단계면 충분하므로 시나리오 파일이 아닙니다.</translation>
    </message>
    <message>
        <source>The file ends too early, at line %1, column %2, so it looks cut off: %3.</source>
        <translation>파일이 %1행 %2열에서 너무 일찍 끝나 잘린 것으로 보입니다: %3.</translation>
    </message>
    <message>
        <source>The file is not valid JSON at line %1, column %2: %3.</source>
        <translation>파일의 %1행 %2열이 올바른 JSON이 아닙니다: %3.</translation>
    </message>
    <message>
        <source>%1 must be %2, but item %3 of the list is %4.</source>
        <translation>%1에는 %2만 허용되지만, 목록의 %3번째 항목은 %4입니다.</translation>
    </message>
    <message>
        <source>The file is empty: it holds no scenario.</source>
        <translation>파일이 비어 있습니다: 시나리오가 없습니다.</translation>
    </message>
    <message>
        <source>The file holds only blank space: it holds no scenario.</source>
        <translation>파일에 공백만 있습니다: 시나리오가 없습니다.</translation>
    </message>
    <message>
        <source>The file is saved as UTF-16 text; scenario files are UTF-8: save it again as UTF-8.</source>
        <translation>파일이 UTF-16 텍스트로 저장되어 있습니다. 시나리오 파일은 UTF-8이어야 하므로 UTF-8로 다시 저장하세요.</translation>
    </message>
    <message>
        <source>The file holds binary data, not text, so it is not a scenario file.</source>
        <translation>파일에 텍스트가 아닌 바이너리 데이터가 들어 있으므로 시나리오 파일이 아닙니다.</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text: the bytes at line %1, column %2 are not valid UTF-8. Save it again as UTF-8.</source>
        <translation>파일이 UTF-8 텍스트가 아닙니다: %1행 %2열의 바이트가 유효한 UTF-8이 아닙니다. UTF-8로 다시 저장하세요.</translation>
    </message>
    <message>
        <source>The file holds a list, not a scenario: a scenario file is a JSON object that starts with &quot;{&quot;.</source>
        <translation>파일에 시나리오가 아닌 목록이 들어 있습니다: 시나리오 파일은 &quot;{&quot;로 시작하는 JSON 객체입니다.</translation>
    </message>
    <message>
        <source>The file has no &quot;format&quot; entry, so it is not a LoRA Fleet Explorer scenario.</source>
        <translation>파일에 &quot;format&quot; 항목이 없으므로 LoRA Fleet Explorer 시나리오가 아닙니다.</translation>
    </message>
    <message>
        <source>The file&apos;s format is %1, not &quot;%2&quot;: it is not a LoRA Fleet Explorer scenario.</source>
        <translation>파일 형식이 &quot;%2&quot;가 아니라 %1입니다: LoRA Fleet Explorer 시나리오가 아닙니다.</translation>
    </message>
    <message>
        <source>The file has no &quot;version&quot; entry: a scenario file says which version of the format it uses (this one reads version %1).</source>
        <translation>파일에 &quot;version&quot; 항목이 없습니다: 시나리오 파일에는 사용하는 형식의 버전이 적혀 있어야 합니다(이 프로그램이 읽는 버전: %1).</translation>
    </message>
    <message>
        <source>The file&apos;s version must be a whole number (this one reads version %1), but the file gives %2.</source>
        <translation>파일의 버전은 정수여야 하지만(이 프로그램이 읽는 버전: %1), 파일의 값은 %2입니다.</translation>
    </message>
    <message>
        <source>The file was written by a newer LoRA Fleet Explorer (version %1); this one reads version %2.</source>
        <translation>더 새로운 LoRA Fleet Explorer에서 저장한 파일입니다(버전 %1). 이 프로그램이 읽는 버전은 %2입니다.</translation>
    </message>
    <message>
        <source>The file&apos;s version is %1, which no LoRA Fleet Explorer writes; this one reads version %2.</source>
        <translation>파일의 버전은 %1인데, 이 버전으로 저장하는 LoRA Fleet Explorer는 없습니다. 이 프로그램이 읽는 버전은 %2입니다.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be text, but the file gives %2.</source>
        <translation>&quot;%1&quot;은(는) 텍스트여야 하지만, 파일의 값은 %2입니다.</translation>
    </message>
    <message>
        <source>The file has no &quot;params&quot; entry, which holds the scenario&apos;s values.</source>
        <translation>파일에 시나리오의 값을 담는 &quot;params&quot; 항목이 없습니다.</translation>
    </message>
    <message>
        <source>&quot;params&quot; must be an object of named values, but the file gives %1.</source>
        <translation>&quot;params&quot;는 이름 붙은 값의 객체여야 하지만, 파일의 값은 %1입니다.</translation>
    </message>
    <message>
        <source>Missing keys took their defaults: %1.</source>
        <translation>빠진 키는 기본값을 사용했습니다: %1.</translation>
    </message>
    <message>
        <source>Unknown keys were ignored: %1.</source>
        <translation>알 수 없는 키는 무시했습니다: %1.</translation>
    </message>
    <message>
        <source>The file %1 does not exist.</source>
        <translation>파일 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>No file was named: the file name is empty.</source>
        <translation>파일 이름이 비어 있어 지정된 파일이 없습니다.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a scenario file.</source>
        <translation>%1은(는) 시나리오 파일이 아니라 폴더입니다.</translation>
    </message>
    <message>
        <source>The file %1 could not be opened: %2.</source>
        <translation>파일 %1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The file %1 could not be read: %2.</source>
        <translation>파일 %1을(를) 읽을 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>%1 is a folder: choose a file name to save the scenario.</source>
        <translation>%1은(는) 폴더입니다: 시나리오를 저장할 파일 이름을 지정하세요.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so the scenario could not be saved there.</source>
        <translation>폴더 %1이(가) 없어서 시나리오를 저장할 수 없습니다.</translation>
    </message>
    <message>
        <source>The scenario is too large to save: its name and notes take %1 bytes, and a scenario file is at most %2 bytes (1 MiB).</source>
        <translation>시나리오가 너무 커서 저장할 수 없습니다: 이름과 메모가 %1바이트인데, 시나리오 파일은 최대 %2바이트(1 MiB)입니다.</translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1: %2.</source>
        <translation>시나리오를 %1에 저장할 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>%1 is given twice, at lines %2 and %3: a scenario file gives each key only once.</source>
        <translation>%1이(가) %2행과 %3행에 두 번 나옵니다: 시나리오 파일에서 각 키는 한 번만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 is given twice on line %2, at columns %3 and %4: a scenario file gives each key only once.</source>
        <translation>%1이(가) %2행의 %3열과 %4열에 두 번 나옵니다: 시나리오 파일에서 각 키는 한 번만 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 has %2 items; at most %3 are allowed.</source>
        <translation>%1의 항목이 %2개입니다. 최대 %3개까지만 허용됩니다.</translation>
    </message>
    <message>
        <source>%1 is %2, not a scenario file: only regular files are read.</source>
        <translation>%1은(는) 시나리오 파일이 아니라 %2입니다: 일반 파일만 읽습니다.</translation>
    </message>
    <message>
        <source>popularity_head is empty: it needs at least the share of the most popular adapter.</source>
        <translation>popularity_head가 비어 있습니다: 적어도 가장 인기 있는 어댑터의 점유율이 필요합니다.</translation>
    </message>
    <message>
        <source>popularity_head: item %1 is %2, but every share must be above 0.</source>
        <translation>popularity_head: %1번째 항목이 %2이지만, 모든 점유율은 0보다 커야 합니다.</translation>
    </message>
    <message>
        <source>popularity_head: item %1 is %2, but a share is at most 1.</source>
        <translation>popularity_head: %1번째 항목이 %2이지만, 점유율은 최대 1입니다.</translation>
    </message>
    <message>
        <source>popularity_head: item %1 (%2) is larger than item %3: the shares must be sorted from the most popular adapter down.</source>
        <translation>popularity_head: %1번째 항목(%2)이 %3번째 항목보다 큽니다: 점유율은 가장 인기 있는 어댑터부터 내림차순으로 정렬되어야 합니다.</translation>
    </message>
    <message>
        <source>popularity_tail_share = %1 is not valid: expected a real number from 0 to 1</source>
        <translation>popularity_tail_share = %1은(는) 유효하지 않습니다: 0에서 1 사이의 실수가 필요합니다</translation>
    </message>
    <message>
        <source>popularity_tail_skew = %1 is not valid: expected a real number from 0 to %2</source>
        <translation>popularity_tail_skew = %1은(는) 유효하지 않습니다: 0에서 %2 사이의 실수가 필요합니다</translation>
    </message>
    <message>
        <source>popularity_head and popularity_tail_share add up to %1, but the shares of all adapters must add up to 1.</source>
        <translation>popularity_head와 popularity_tail_share의 합이 %1이지만, 모든 어댑터의 점유율 합은 1이어야 합니다.</translation>
    </message>
    <message>
        <source>popularity is &quot;empirical&quot;, but %1 is missing.</source>
        <translation>popularity가 &quot;empirical&quot;이지만 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>%1 must be a number, but the file gives %2.</source>
        <translation>%1은(는) 숫자여야 하지만, 파일에는 %2이(가) 있습니다.</translation>
    </message>
    <message>
        <source>popularity must be &quot;zipf&quot; or &quot;empirical&quot;, but the file gives %1.</source>
        <translation>popularity는 &quot;zipf&quot; 또는 &quot;empirical&quot;이어야 하지만, 파일에는 %1이(가) 있습니다.</translation>
    </message>
    <message>
        <source>%1 must be a list of shares, but the file gives %2.</source>
        <translation>%1은(는) 점유율 목록이어야 하지만, 파일에는 %2이(가) 있습니다.</translation>
    </message>
    <message>
        <source>%1 must be a list of shares, but item %2 of the list is %3.</source>
        <translation>%1은(는) 점유율 목록이어야 하지만, 목록의 %2번째 항목이 %3입니다.</translation>
    </message>
    <message>
        <source>The file is saved as UTF-32 text; scenario files are UTF-8: save it again as UTF-8.</source>
        <translation>파일이 UTF-32 텍스트로 저장되어 있습니다. 시나리오 파일은 UTF-8이어야 합니다: UTF-8로 다시 저장하세요.</translation>
    </message>
    <message>
        <source>The file starts with two UTF-8 byte-order marks (EF BB BF twice): save it again as UTF-8 with one or none.</source>
        <translation>파일이 UTF-8 바이트 순서 표시 두 개(EF BB BF 두 번)로 시작합니다: 표시를 하나만 두거나 없이 UTF-8로 다시 저장하세요.</translation>
    </message>
</context>
<context>
    <name>lorafleet::SensitivityView</name>
    <message>
        <source>Savings per month</source>
        <translation>월 절감액</translation>
    </message>
    <message>
        <source>Fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>Multiplexed GPUs</source>
        <translation>멀티플렉싱 GPU 수</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>출력:</translation>
    </message>
    <message>
        <source>Each parameter moved 25 % down and up, within its valid range.</source>
        <translation>각 매개변수를 유효 범위 안에서 25 % 내리고 올림.</translation>
    </message>
</context>
<context>
    <name>lorafleet::SessionKeeper</name>
    <message>
        <source>Recover &amp;unsaved scenarios…</source>
        <translation>저장하지 않은 시나리오 복구(&amp;U)…</translation>
    </message>
    <message>
        <source>Recover unsaved scenarios</source>
        <translation>저장하지 않은 시나리오 복구</translation>
    </message>
    <message>
        <source>No unsaved scenarios were left behind.</source>
        <translation>남아 있는 저장하지 않은 시나리오가 없습니다.</translation>
    </message>
    <message>
        <source>Unsaved work is kept safe again.</source>
        <translation>저장하지 않은 작업을 다시 안전하게 보관하고 있습니다.</translation>
    </message>
    <message>
        <source>Your unsaved work could not be kept aside (%1): save the scenario to keep it safe.</source>
        <translation>저장하지 않은 작업을 따로 보관하지 못했습니다(%1). 안전하게 지키려면 시나리오를 저장하십시오.</translation>
    </message>
    <message>
        <source>Unsaved work not kept</source>
        <translation>저장하지 않은 작업을 보관하지 못함</translation>
    </message>
    <message>
        <source>Scenario not restored</source>
        <translation>시나리오를 복원하지 못함</translation>
    </message>
    <message>
        <source>Another window has restored this scenario already.</source>
        <translation>다른 창에서 이미 이 시나리오를 복원했습니다.</translation>
    </message>
    <message>
        <source>Restored your unsaved scenario.</source>
        <translation>저장하지 않은 시나리오를 복원했습니다.</translation>
    </message>
</context>
<context>
    <name>lorafleet::SkewBands</name>
    <message>
        <source>low</source>
        <translation>낮음</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>중간</translation>
    </message>
    <message>
        <source>high</source>
        <translation>높음</translation>
    </message>
    <message>
        <source>s = %1</source>
        <translation>s = %1</translation>
    </message>
    <message>
        <source>%1 s = %2</source>
        <translation>%1 s = %2</translation>
    </message>
    <message>
        <source>current s = %1 (%2)</source>
        <translation>현재 s = %1 (%2)</translation>
    </message>
    <message>
        <source>current s = %1</source>
        <translation>현재 s = %1</translation>
    </message>
</context>
<context>
    <name>lorafleet::StrictJson</name>
    <message>
        <source>a &quot;,&quot; follows the last entry of an object, but JSON allows no comma before &quot;}&quot;</source>
        <translation>객체의 마지막 항목 뒤에 &quot;,&quot;가 있습니다. JSON에서는 &quot;}&quot; 앞에 쉼표를 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>a &quot;:&quot; and a value are missing after the last key</source>
        <translation>마지막 키 뒤에 &quot;:&quot;와 값이 없습니다</translation>
    </message>
    <message>
        <source>a &quot;:&quot; is missing after the key %1</source>
        <translation>키 %1 뒤에 &quot;:&quot;가 없습니다</translation>
    </message>
    <message>
        <source>the file ends in the middle of a number</source>
        <translation>숫자 중간에서 파일이 끝납니다</translation>
    </message>
    <message>
        <source>an object is not closed with &quot;}&quot;</source>
        <translation>객체가 &quot;}&quot;로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a list is not closed with &quot;]&quot;</source>
        <translation>목록이 &quot;]&quot;로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>comments are not allowed in JSON</source>
        <translation>JSON에서는 주석을 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>a &quot;,&quot; is missing between two entries</source>
        <translation>두 항목 사이에 &quot;,&quot;가 없습니다</translation>
    </message>
    <message>
        <source>a &quot;,&quot; or &quot;}&quot; was expected after a value, but the file has %1</source>
        <translation>값 뒤에는 &quot;,&quot;나 &quot;}&quot;가 와야 하는데, 파일에는 %1이(가) 있습니다</translation>
    </message>
    <message>
        <source>a &quot;,&quot; or &quot;]&quot; was expected after an item, but the file has %1</source>
        <translation>항목 뒤에는 &quot;,&quot;나 &quot;]&quot;가 와야 하는데, 파일에는 %1이(가) 있습니다</translation>
    </message>
    <message>
        <source>something follows the end of the top-level value: %1</source>
        <translation>최상위 값이 끝난 뒤에 다른 내용이 있습니다: %1</translation>
    </message>
    <message>
        <source>a value is missing</source>
        <translation>값이 없습니다</translation>
    </message>
    <message>
        <source>a number cannot start with a decimal point: write %1</source>
        <translation>숫자는 소수점으로 시작할 수 없습니다: %1(으)로 쓰세요</translation>
    </message>
    <message>
        <source>a number cannot start with &quot;+&quot; in JSON</source>
        <translation>JSON에서는 숫자를 &quot;+&quot;로 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>texts need double quotes, not single quotes</source>
        <translation>텍스트는 작은따옴표가 아니라 큰따옴표로 감싸야 합니다</translation>
    </message>
    <message>
        <source>%1 cannot start a value</source>
        <translation>값은 %1(으)로 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>a &quot;,&quot; follows the last item of a list, but JSON allows no comma before &quot;]&quot;</source>
        <translation>목록의 마지막 항목 뒤에 &quot;,&quot;가 있습니다. JSON에서는 &quot;]&quot; 앞에 쉼표를 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>a value is missing after the key %1</source>
        <translation>키 %1 뒤에 값이 없습니다</translation>
    </message>
    <message>
        <source>a value is missing before %1</source>
        <translation>%1 앞에 값이 없습니다</translation>
    </message>
    <message>
        <source>keys need double quotes, not single quotes</source>
        <translation>키는 작은따옴표가 아니라 큰따옴표로 감싸야 합니다</translation>
    </message>
    <message>
        <source>a key must be written in double quotes: %1</source>
        <translation>키는 큰따옴표로 감싸야 합니다: %1</translation>
    </message>
    <message>
        <source>a key in double quotes was expected, but the file has %1</source>
        <translation>큰따옴표로 감싼 키가 와야 하는데, 파일에는 %1이(가) 있습니다</translation>
    </message>
    <message>
        <source>a text is not closed with a double quote</source>
        <translation>텍스트가 큰따옴표로 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a text is not closed before the end of its line; a line break inside a text is written \n</source>
        <translation>텍스트가 줄이 끝나기 전에 닫히지 않았습니다. 텍스트 안의 줄바꿈은 \n으로 씁니다</translation>
    </message>
    <message>
        <source>a text holds the control character %1, which JSON needs written as %2</source>
        <translation>텍스트에 제어 문자 %1이(가) 있습니다. JSON에서는 %2(으)로 써야 합니다</translation>
    </message>
    <message>
        <source>\u in a text must be followed by four hexadecimal digits, as in \u00e9</source>
        <translation>텍스트 안의 \u 뒤에는 \u00e9처럼 16진수 네 자리가 와야 합니다</translation>
    </message>
    <message>
        <source>a backslash followed by %1 is not an escape JSON knows; the escapes are \&quot; \\ \/ \b \f \n \r \t and \u with four hexadecimal digits</source>
        <translation>백슬래시 뒤의 %1은(는) JSON의 이스케이프가 아닙니다. 이스케이프는 \&quot; \\ \/ \b \f \n \r \t, 그리고 16진수 네 자리가 붙은 \u입니다</translation>
    </message>
    <message>
        <source>%1 is not a number JSON allows: JSON has no NaN or Infinity, only finite numbers</source>
        <translation>%1은(는) JSON에서 허용하는 숫자가 아닙니다: JSON에는 NaN이나 Infinity가 없고 유한한 숫자만 있습니다</translation>
    </message>
    <message>
        <source>a &quot;-&quot; must be followed by a digit</source>
        <translation>&quot;-&quot; 뒤에는 숫자가 와야 합니다</translation>
    </message>
    <message>
        <source>the number %1 starts with a zero followed by more digits, which JSON does not allow</source>
        <translation>숫자 %1은(는) 0 뒤에 다른 숫자가 이어집니다. JSON에서는 이렇게 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>the number %1 needs a digit after its decimal point: write %2</source>
        <translation>숫자 %1의 소수점 뒤에 숫자가 있어야 합니다: %2(으)로 쓰세요</translation>
    </message>
    <message>
        <source>the number %1 needs digits after its exponent</source>
        <translation>숫자 %1의 지수 표시 뒤에 숫자가 있어야 합니다</translation>
    </message>
    <message>
        <source>%1 is not a number JSON allows</source>
        <translation>%1은(는) JSON에서 허용하는 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>the file ends in the middle of the word %1</source>
        <translation>단어 %1 중간에서 파일이 끝납니다</translation>
    </message>
    <message>
        <source>%1 must be written in lower case in JSON: %2</source>
        <translation>JSON에서는 %1을(를) 소문자로 써야 합니다: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON value: texts need double quotes, and true, false and null are written in lower case</source>
        <translation>%1은(는) JSON 값이 아닙니다: 텍스트는 큰따옴표로 감싸야 하고, true, false, null은 소문자로 써야 합니다</translation>
    </message>
</context>
<context>
    <name>lorafleet::SummaryPanel</name>
    <message>
        <source>The operating rule of the model: multiplex, and when to grow the pool or dedicate the busiest adapters.</source>
        <translation>모델의 운영 원칙: 기본은 멀티플렉싱이며, 풀을 늘리거나 트래픽이 가장 많은 어댑터에 전용 GPU를 배정할 시점을 알려 줍니다.</translation>
    </message>
    <message>
        <source>Fleet advantage</source>
        <translation>플릿 이점</translation>
    </message>
    <message>
        <source>How many dedicated GPUs one multiplexed GPU replaces: dedicated GPUs ÷ multiplexed GPUs.</source>
        <translation>멀티플렉싱 GPU 1대가 대체하는 전용 GPU 수: 전용 GPU 수 ÷ 멀티플렉싱 GPU 수.</translation>
    </message>
    <message>
        <source>Pool holds</source>
        <translation>풀 수용량</translation>
    </message>
    <message>
        <source>The pool-fit boundary: how many adapters fit in the memory reserved for the adapter pool.</source>
        <translation>풀 수용 한계: 어댑터 풀용으로 예약한 메모리에 들어가는 어댑터 수.</translation>
    </message>
    <message>
        <source>Overhead per token</source>
        <translation>토큰당 오버헤드</translation>
    </message>
    <message>
        <source>Extra time per decoded token from multiplexing: re-reading resident adapters (re-stream) plus fetching the others over the host link.</source>
        <translation>멀티플렉싱 때문에 디코딩 토큰마다 늘어나는 시간: 상주 어댑터를 다시 읽는 시간(재스트리밍)과 나머지 어댑터를 호스트 링크로 가져오는 시간의 합.</translation>
    </message>
    <message>
        <source>Multiplexed</source>
        <translation>멀티플렉싱</translation>
    </message>
    <message>
        <source>GPUs needed when one base model serves every adapter, and what they cost per month.</source>
        <translation>베이스 모델 하나로 모든 어댑터를 서비스할 때 필요한 GPU 수와 월 비용.</translation>
    </message>
    <message>
        <source>Dedicated</source>
        <translation>전용</translation>
    </message>
    <message>
        <source>GPUs needed with one GPU per adapter (each at least one GPU), and what they cost per month.</source>
        <translation>어댑터마다 GPU를 둘 때(어댑터당 최소 1대) 필요한 GPU 수와 월 비용.</translation>
    </message>
    <message>
        <source>Savings</source>
        <translation>절감액</translation>
    </message>
    <message>
        <source>What the plan saves against dedicated GPUs, per month and per year.</source>
        <translation>전용 GPU 대비 이 계획으로 절감하는 금액 (월·연).</translation>
    </message>
    <message>
        <source>at K = %1, s = %2</source>
        <translation>K = %1, s = %2 기준</translation>
    </message>
    <message>
        <source>adapters of %1</source>
        <translation>어댑터 (개당 %1)</translation>
    </message>
    <message>
        <source>re-stream %1 · host-link %2</source>
        <translation>재스트리밍 %1 · 호스트&#xa0;링크 %2</translation>
    </message>
    <message>
        <source>%1 per year</source>
        <translation>연 %1</translation>
    </message>
    <message>
        <source>Which model drew the figures (Model: Paper or Engine, above the sliders) and what one GPU serves: requests per GPU-month multiplexed and dedicated, after every overhead.</source>
        <translation>수치를 계산한 모델(슬라이더 위의 모델: 논문 또는 엔진)과 GPU 한 대가 처리하는 양: 모든 오버헤드를 반영한 멀티플렉스·전용 GPU의 GPU-월당 요청 수.</translation>
    </message>
    <message>
        <source>fixed %1 · re-stream %2 · host-link %3</source>
        <translation>고정 %1 · 재스트림 %2 · 호스트 링크 %3</translation>
    </message>
    <message>
        <source> · memory %1</source>
        <translation> · 메모리 %1</translation>
    </message>
    <message>
        <source>per GPU %1 requests/month multiplexed, %2 dedicated</source>
        <translation>GPU당 월 %1 요청(멀티플렉스), %2(전용)</translation>
    </message>
    <message>
        <source>Engine model · pool hit rate %1 · effective batch %2 of %3 · %4</source>
        <translation>엔진 모델 · 풀 적중률 %1 · 유효 배치 %2/%3 · %4</translation>
    </message>
    <message>
        <source>Paper model · %1</source>
        <translation>논문 모델 · %1</translation>
    </message>
    <message>
        <source>What each fleet costs in total while the catalog grows from its start to its size at the end of the horizon (the catalog-growth chart), week by week at the current price.</source>
        <translation>카탈로그가 처음 크기에서 기간 끝의 크기까지 늘어나는 동안(카탈로그 성장 차트) 각 방식의 총비용을 현재 가격으로 주마다 합한 값입니다.</translation>
    </message>
    <message>
        <source>Over %1 weeks of catalog growth (%2 to %3 adapters): multiplexed %4, dedicated %5, saves %6</source>
        <translation>카탈로그 성장 %1주(어댑터 %2개에서 %3개) 동안: 멀티플렉싱 %4, 전용 %5, %6 절감</translation>
    </message>
    <message>
        <source>at K = %1, the log&apos;s own shares</source>
        <translation>K = %1, 로그 자체의 점유율</translation>
    </message>
    <message>
        <source>Over by %1: needs %2 of %3</source>
        <translation>%1 초과: %2 필요(전체 %3)</translation>
    </message>
    <message>
        <source>K = %1, the log&apos;s shares</source>
        <translation>K = %1, 로그 점유율</translation>
    </message>
    <message>
        <source>K = %1, s = %2</source>
        <translation>K = %1, s = %2</translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation>개당 %1</translation>
    </message>
    <message>
        <source>fixed %1 · re-stream %2 · link %3</source>
        <translation>고정 %1 · 재스트림 %2 · 링크 %3</translation>
    </message>
    <message>
        <source> · mem. %1</source>
        <translation> · 메모리 %1</translation>
    </message>
    <message>
        <source>re-stream %1 · link %2</source>
        <translation>재스트리밍 %1 · 링크 %2</translation>
    </message>
    <message>
        <source>%1/yr</source>
        <translation>연 %1</translation>
    </message>
    <message>
        <source>per GPU %1 req./mo multiplexed, %2 dedicated</source>
        <translation>GPU당 월 %1 요청(멀티플렉스), %2(전용)</translation>
    </message>
    <message>
        <source>per GPU %1 / %2 req./mo</source>
        <translation>GPU당 월 %1 / %2 요청</translation>
    </message>
    <message>
        <source>Engine model · pool hits %1 · batch %2 of %3 · %4</source>
        <translation>엔진 모델 · 풀 적중 %1 · 배치 %2/%3 · %4</translation>
    </message>
    <message>
        <source>Engine · pool hits %1 · batch %2 of %3 · %4</source>
        <translation>엔진 · 풀 적중 %1 · 배치 %2/%3 · %4</translation>
    </message>
    <message>
        <source>%1 weeks of growth (%2 to %3 adapters): multiplexed %4, dedicated %5, saves %6</source>
        <translation>성장 %1주(어댑터 %2개→%3개): 멀티플렉싱 %4, 전용 %5, %6 절감</translation>
    </message>
    <message>
        <source>%1 weeks (%2 to %3 adapters): %4 vs %5, saves %6</source>
        <translation>%1주(어댑터 %2개→%3개): %4 대 %5, %6 절감</translation>
    </message>
    <message>
        <source> · TTFT p95 %1</source>
        <translation> · TTFT p95 %1</translation>
    </message>
    <message>
        <source> · TTFT p95 %1 without queueing</source>
        <translation> · TTFT p95 %1 (대기열 제외)</translation>
    </message>
    <message>
        <source>Engine · hits %1 · batch %2/%3 · %4 / %5 req./mo · TTFT p95 %6</source>
        <translation>엔진 · 적중 %1 · 배치 %2/%3 · %4 / %5 요청/월 · TTFT p95 %6</translation>
    </message>
    <message>
        <source>Why do the models differ?</source>
        <translation>두 모델은 왜 다른가요?</translation>
    </message>
    <message>
        <source>From the paper&apos;s monthly cost to the engine model&apos;s, one step per assumption</source>
        <translation>논문 모델의 월 비용에서 엔진 모델의 월 비용까지, 가정마다 한 단계</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>계획</translation>
    </message>
    <message>
        <source>The plan: the adapters above the break-even share on GPUs of their own, the rest multiplexed; its GPUs and what they cost per month.</source>
        <translation>계획: 손익분기 점유율을 넘는 어댑터는 전용 GPU에, 나머지는 멀티플렉싱합니다. 필요한 GPU 수와 월 비용.</translation>
    </message>
    <message>
        <source>%1 if it fit</source>
        <translation>들어간다면 %1</translation>
    </message>
    <message>
        <source>if it fit: %1/yr</source>
        <translation>들어간다면: 연 %1</translation>
    </message>
    <message>
        <source>if it fit: %1 per year</source>
        <translation>들어간다면: 연 %1</translation>
    </message>
</context>
<context>
    <name>lorafleet::TornadoChart</name>
    <message>
        <source>parameter at its low end</source>
        <translation>매개변수를 하한으로</translation>
    </message>
    <message>
        <source>parameter at its high end</source>
        <translation>매개변수를 상한으로</translation>
    </message>
    <message>
        <source>No parameter moves this output.</source>
        <translation>이 출력을 바꾸는 매개변수가 없습니다.</translation>
    </message>
    <message>
        <source>savings per month</source>
        <translation>월 절감액</translation>
    </message>
    <message>
        <source>fleet advantage R</source>
        <translation>플릿 이점 R</translation>
    </message>
    <message>
        <source>multiplexed GPUs</source>
        <translation>멀티플렉싱 GPU 수</translation>
    </message>
    <message>
        <source>Which assumption matters most: %1</source>
        <translation>가장 중요한 가정: %1</translation>
    </message>
    <message>
        <source>%1  %2 … %3</source>
        <translation>%1  %2 … %3</translation>
    </message>
    <message>
        <source>%1 with one parameter moved</source>
        <translation>매개변수 하나를 움직였을 때의 %1</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>현재 %1</translation>
    </message>
    <message>
        <source>%1 at %2: %3; at %4: %5 (now %6)</source>
        <translation>%1 = %2: %3; %4: %5 (현재 %6)</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>매개변수</translation>
    </message>
    <message>
        <source>Low end</source>
        <translation>하한</translation>
    </message>
    <message>
        <source>High end</source>
        <translation>상한</translation>
    </message>
    <message>
        <source>%1 at the low end</source>
        <translation>하한에서의 %1</translation>
    </message>
    <message>
        <source>%1 at the high end</source>
        <translation>상한에서의 %1</translation>
    </message>
    <message>
        <source>%1 now</source>
        <translation>현재 %1</translation>
    </message>
    <message>
        <source>does not fit in GPU memory</source>
        <translation>GPU 메모리에 들어가지 않음</translation>
    </message>
    <message>
        <source>%1 · does not fit</source>
        <translation>%1 · 들어가지 않음</translation>
    </message>
    <message>
        <source>%1 (does not fit in GPU memory)</source>
        <translation>%1 (GPU 메모리에 들어가지 않음)</translation>
    </message>
    <message>
        <source>fits in GPU memory at the low end</source>
        <translation>하한에서 GPU 메모리에 들어감</translation>
    </message>
    <message>
        <source>fits in GPU memory at the high end</source>
        <translation>상한에서 GPU 메모리에 들어감</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>들어가지 않음</translation>
    </message>
    <message>
        <source>; %1 moves it the same way</source>
        <translation>; %1도 똑같이 움직입니다</translation>
    </message>
</context>
<context>
    <name>lorafleet::ValidationChart</name>
    <message>
        <source>Adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>Relative throughput</source>
        <translation>상대 처리량</translation>
    </message>
    <message>
        <source>points: measured; lines: the engine model; 1 = throughput at the reference K</source>
        <translation>점: 측정값, 선: 엔진 모델, 1 = 기준 K에서의 처리량</translation>
    </message>
    <message>
        <source>Validation against published measurements</source>
        <translation>공개된 측정값으로 한 검증</translation>
    </message>
    <message>
        <source>%1 (largest error %2)</source>
        <translation>%1 (최대 오차 %2)</translation>
    </message>
    <message>
        <source>%1, %2: measured %3, model %4 (error %5)%6</source>
        <translation>%1, %2: 측정 %3, 모델 %4 (오차 %5)%6</translation>
    </message>
    <message>
        <source>; %1 as published</source>
        <translation>; 공개값 %1</translation>
    </message>
    <message>
        <source>÷ the reference point</source>
        <translation>÷ 기준점</translation>
    </message>
    <message>
        <source>adapters K</source>
        <translation>어댑터 수 K</translation>
    </message>
    <message>
        <source>data set [number in the legend]</source>
        <translation>데이터 세트 [범례의 번호]</translation>
    </message>
    <message>
        <source>measured ratio [%1]</source>
        <translation>측정 비율 [%1]</translation>
    </message>
    <message>
        <source>predicted ratio [%1]</source>
        <translation>예측 비율 [%1]</translation>
    </message>
    <message>
        <source>error [predicted ÷ measured − 1]</source>
        <translation>오차 [예측 ÷ 측정 − 1]</translation>
    </message>
</context>
<context>
    <name>lorafleet::ValidationFile</name>
    <message>
        <source>unknown key %1</source>
        <translation>알 수 없는 키 %1</translation>
    </message>
    <message>
        <source>%1 has a value of the wrong kind</source>
        <translation>%1의 값 형식이 잘못되었습니다</translation>
    </message>
    <message>
        <source>The file is not a JSON object: %1.</source>
        <translation>파일이 JSON 객체가 아닙니다: %1.</translation>
    </message>
    <message>
        <source>The file is not a validation table (format &quot;%1&quot;, version %2).</source>
        <translation>파일이 검증 표가 아닙니다 (형식 &quot;%1&quot;, 버전 %2).</translation>
    </message>
    <message>
        <source>The table needs a &quot;name&quot; and a &quot;source&quot; (paper, repository, file).</source>
        <translation>표에는 &quot;name&quot;과 &quot;source&quot;(논문, 저장소, 파일)가 있어야 합니다.</translation>
    </message>
    <message>
        <source>In &quot;scenario&quot;: %1.</source>
        <translation>&quot;scenario&quot;에서: %1.</translation>
    </message>
    <message>
        <source>&quot;measured_unit&quot; must be requests_per_second or tokens_per_second.</source>
        <translation>&quot;measured_unit&quot;은 requests_per_second 또는 tokens_per_second여야 합니다.</translation>
    </message>
    <message>
        <source>&quot;reference_adapters&quot; must be a whole number of adapters, at least 1.</source>
        <translation>&quot;reference_adapters&quot;는 1 이상의 정수(어댑터 수)여야 합니다.</translation>
    </message>
    <message>
        <source>Every point needs &quot;adapters&quot;, a whole number of at least 1.</source>
        <translation>모든 점에는 1 이상의 정수인 &quot;adapters&quot;가 있어야 합니다.</translation>
    </message>
    <message>
        <source>The point with %1 adapters needs &quot;measured&quot;, a positive number.</source>
        <translation>어댑터 %1개인 점에는 양수인 &quot;measured&quot;가 있어야 합니다.</translation>
    </message>
    <message>
        <source>The point with %1 adapters: %2.</source>
        <translation>어댑터 %1개인 점: %2.</translation>
    </message>
    <message>
        <source>No point has the reference&apos;s %1 adapters.</source>
        <translation>기준점의 어댑터 수 %1개인 점이 없습니다.</translation>
    </message>
    <message>
        <source>The file %1 could not be opened: %2.</source>
        <translation>파일 %1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>The file %1 is larger than 1 MiB: not a validation table.</source>
        <translation>파일 %1이(가) 1 MiB보다 큽니다: 검증 표가 아닙니다.</translation>
    </message>
    <message>
        <source>&quot;source&quot; must be an object: {&quot;repo&quot;, &quot;path&quot;, &quot;commit&quot;, &quot;table&quot;} or {&quot;paper&quot;, &quot;table&quot;}.</source>
        <translation>&quot;source&quot;는 객체여야 합니다: {&quot;repo&quot;, &quot;path&quot;, &quot;commit&quot;, &quot;table&quot;} 또는 {&quot;paper&quot;, &quot;table&quot;}.</translation>
    </message>
    <message>
        <source>&quot;source&quot; needs &quot;repo&quot;, &quot;path&quot; and a 40-digit &quot;commit&quot;, or &quot;paper&quot;; and &quot;table&quot;.</source>
        <translation>&quot;source&quot;에는 &quot;repo&quot;, &quot;path&quot;, 40자리 &quot;commit&quot; 또는 &quot;paper&quot;와 함께 &quot;table&quot;이 필요합니다.</translation>
    </message>
    <message>
        <source>The name %1 is given twice (line %2, column %3; first at line %4).</source>
        <translation>이름 %1이(가) 두 번 나옵니다 (%2행 %3열, 처음은 %4행).</translation>
    </message>
    <message>
        <source>The file is not valid JSON at line %1, column %2: %3.</source>
        <translation>파일이 %1행 %2열에서 올바른 JSON이 아닙니다: %3.</translation>
    </message>
    <message>
        <source>The file is not a JSON object.</source>
        <translation>파일이 JSON 객체가 아닙니다.</translation>
    </message>
    <message>
        <source>The table needs a &quot;name&quot;.</source>
        <translation>표에는 &quot;name&quot;이 필요합니다.</translation>
    </message>
    <message>
        <source>&quot;role&quot; must be training or held_out.</source>
        <translation>&quot;role&quot;은 training 또는 held_out이어야 합니다.</translation>
    </message>
    <message>
        <source>&quot;scenario&quot; must be an object of scenario keys.</source>
        <translation>&quot;scenario&quot;는 시나리오 키의 객체여야 합니다.</translation>
    </message>
    <message>
        <source>&quot;measured_unit&quot; must be requests_per_second, output_tokens_per_second or output_tokens_per_second_per_gpu.</source>
        <translation>&quot;measured_unit&quot;은 requests_per_second, output_tokens_per_second, output_tokens_per_second_per_gpu 중 하나여야 합니다.</translation>
    </message>
    <message>
        <source>&quot;points&quot; must be a list of at least one point.</source>
        <translation>&quot;points&quot;는 점이 하나 이상 든 목록이어야 합니다.</translation>
    </message>
    <message>
        <source>Every point must be an object with &quot;adapters&quot; and &quot;measured&quot;.</source>
        <translation>모든 점은 &quot;adapters&quot;와 &quot;measured&quot;가 있는 객체여야 합니다.</translation>
    </message>
    <message>
        <source>The point with %1 adapters: &quot;lora&quot; must be true or false.</source>
        <translation>어댑터 %1개 점: &quot;lora&quot;는 true 또는 false여야 합니다.</translation>
    </message>
    <message>
        <source>The point with %1 adapters: &quot;set&quot; must be an object of scenario keys.</source>
        <translation>어댑터 %1개 점: &quot;set&quot;은 시나리오 키의 객체여야 합니다.</translation>
    </message>
</context>
<context>
    <name>lorafleet::VerdictText</name>
    <message>
        <source>Either way: a single adapter costs about the same.</source>
        <translation>어느 쪽이든 괜찮습니다: 어댑터가 1개면 비용이 거의 같습니다.</translation>
    </message>
    <message>
        <source>One adapter on its own GPU saves only its re-stream cost (%1 of a step); multiplexing starts paying from the second adapter.</source>
        <translation>어댑터 1개를 전용 GPU에 두면 재스트리밍 비용(스텝의 %1)만 아낄 수 있습니다. 멀티플렉싱은 두 번째 어댑터부터 이득입니다.</translation>
    </message>
    <message>
        <source>Multiplex: all %1 adapters fit in the pool.</source>
        <translation>멀티플렉싱하세요: 어댑터 %1개가 모두 풀에 들어갑니다.</translation>
    </message>
    <message>
        <source>%1; the pool has room for %2 more adapters.</source>
        <translation>%1. 풀에는 어댑터 %2개를 더 넣을 수 있습니다.</translation>
    </message>
    <message>
        <source>Multiplex, but the pool overflows.</source>
        <translation>멀티플렉싱하세요. 단, 풀이 넘칩니다.</translation>
    </message>
    <message>
        <source>The pool holds no adapter: all %1 cross the host link every step. Grow the pool.</source>
        <translation>어댑터 풀에 들어가는 어댑터가 없어 %1개 모두 스텝마다 호스트 링크를 거칩니다. 풀을 늘리세요.</translation>
    </message>
    <message>
        <source>%1 of %2 adapters do not fit in the pool and cross the host link: grow the pool or pack adapters denser.</source>
        <translation>어댑터 %2개 중 %1개가 풀에 들어가지 않아 호스트 링크로 전송됩니다: 풀을 늘리거나 어댑터를 더 촘촘히 담으세요.</translation>
    </message>
    <message numerus="yes">
        <source>Dedicate the %n most popular adapter(s): each gets more traffic than the break-even share (%1).</source>
        <translation>
            <numerusform>가장 인기 있는 어댑터 %n개는 전용 GPU로 옮기세요: 각각 손익분기 점유율(%1)보다 많은 트래픽을 받습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not fit on the GPU: base, KV cache and pool need %1 of %2, over by %3.</source>
        <translation>GPU 메모리에 들어가지 않습니다: 베이스, KV 캐시, 풀에 %1 필요 (전체 %2), %3 초과.</translation>
    </message>
    <message>
        <source>loading costs %1 of a step</source>
        <translation>로딩 비용은 스텝의 %1입니다</translation>
    </message>
    <message>
        <source>the step hides the loading</source>
        <translation>스텝이 로딩을 가립니다</translation>
    </message>
    <message>
        <source>Multiplex: the pool cannot hold any adapter.</source>
        <translation>멀티플렉스: 풀에 어댑터를 하나도 둘 수 없습니다.</translation>
    </message>
    <message>
        <source>Only the adapters of running requests stay on the GPU: a request loads its adapter when it is admitted unless a running request uses it already (%1 of requests); %2.</source>
        <translation>실행 중인 요청의 어댑터만 GPU에 남습니다. 요청은 실행 중인 다른 요청이 이미 쓰는 경우(요청의 %1)가 아니면 수락될 때 어댑터를 로드합니다. %2.</translation>
    </message>
    <message>
        <source>Multiplex: the pool holds %1 of %2 adapters, the rest load on demand.</source>
        <translation>멀티플렉스: 풀에 어댑터 %2개 중 %1개가 들어가고, 나머지는 필요할 때 로드됩니다.</translation>
    </message>
    <message>
        <source>%1 of requests find their adapter in the pool; the others load it once when they are admitted: %2.</source>
        <translation>요청의 %1은 풀에서 어댑터를 찾고, 나머지는 수락될 때 한 번 로드합니다: %2.</translation>
    </message>
    <message>
        <source>One adapter on its own GPU saves only the cost of running LoRA (%1 of a step); multiplexing starts paying from the second adapter.</source>
        <translation>어댑터 하나를 전용 GPU에 두면 LoRA 실행 비용(스텝의 %1)만 아낍니다. 멀티플렉싱은 두 번째 어댑터부터 이득입니다.</translation>
    </message>
    <message>
        <source>Does not fit on the GPU: this setup cannot run as it is.</source>
        <translation>GPU에 들어가지 않습니다: 이 구성은 그대로는 실행할 수 없습니다.</translation>
    </message>
    <message>
        <source>Shrink the pool or the KV cache, or choose a GPU with more memory. If it fit, one multiplexed GPU would replace %1 dedicated GPUs.</source>
        <translation>풀이나 KV 캐시를 줄이거나 메모리가 더 큰 GPU를 고르세요. 들어간다면 멀티플렉싱 GPU 1대가 전용 GPU %1대를 대신합니다.</translation>
    </message>
    <message>
        <source>Multiplex: no adapter fits in the pool.</source>
        <translation>멀티플렉스: 풀에 들어가는 어댑터가 없습니다.</translation>
    </message>
    <message>
        <source>%1 of requests find their adapter already running; %2.</source>
        <translation>요청의 %1은 이미 실행 중인 어댑터를 씁니다. %2.</translation>
    </message>
    <message>
        <source>Multiplex: %1 of %2 adapters in the pool.</source>
        <translation>멀티플렉스: 어댑터 %2개 중 %1개가 풀에 있습니다.</translation>
    </message>
    <message>
        <source>%1 of requests find their adapter in the pool; %2.</source>
        <translation>요청의 %1은 풀에서 어댑터를 찾습니다. %2.</translation>
    </message>
    <message>
        <source>Either way: about the same cost.</source>
        <translation>어느 쪽이든 비용이 거의 같습니다.</translation>
    </message>
    <message>
        <source>A dedicated GPU saves only the LoRA cost, %1 of a step.</source>
        <translation>전용 GPU는 LoRA 실행 비용(스텝의 %1)만 아낍니다.</translation>
    </message>
    <message>
        <source>A dedicated GPU saves only the re-stream cost, %1 of a step.</source>
        <translation>전용 GPU는 재스트리밍 비용(스텝의 %1)만 아낍니다.</translation>
    </message>
    <message>
        <source>Multiplex: all %1 adapters fit.</source>
        <translation>멀티플렉싱하세요: 어댑터 %1개가 모두 들어갑니다.</translation>
    </message>
    <message>
        <source>%1; room for %2 more adapters.</source>
        <translation>%1. 어댑터 %2개를 더 넣을 수 있습니다.</translation>
    </message>
    <message>
        <source>All %1 adapters cross the host link: grow the pool.</source>
        <translation>어댑터 %1개 모두 호스트 링크를 거칩니다: 풀을 늘리세요.</translation>
    </message>
    <message>
        <source>%1 of %2 adapters cross the host link: grow the pool.</source>
        <translation>어댑터 %2개 중 %1개가 호스트 링크를 거칩니다: 풀을 늘리세요.</translation>
    </message>
    <message>
        <source>Does not fit on the GPU.</source>
        <translation>GPU에 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Shrink the pool or KV cache. If it fit: %1.</source>
        <translation>풀이나 KV 캐시를 줄이세요. 들어간다면: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Dedicate the top %n (each above the break-even share, %1).</source>
        <translation>
            <numerusform>상위 %n개는 전용 GPU로 옮기세요(각각 손익분기 점유율 %1 초과).</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not fit: needs %1 of %2, over by %3.</source>
        <translation>GPU 초과: %1 필요(전체 %2), %3 초과.</translation>
    </message>
    <message>
        <source>%1 (%2 of load)</source>
        <translation>%1(부하 %2)</translation>
    </message>
    <message>
        <source>Serve the one adapter on %1: %2 a month.</source>
        <translation>어댑터 하나를 %1에서 서비스: 월 %2.</translation>
    </message>
    <message>
        <source>Multiplex all %1 adapters on %2: %3 a month.</source>
        <translation>어댑터 %1개 모두를 %2에서 멀티플렉싱: 월 %3.</translation>
    </message>
    <message>
        <source>Give every adapter GPUs of its own, %1 in all: %2 a month.</source>
        <translation>모든 어댑터에 전용 GPU 배정, 모두 %1: 월 %2.</translation>
    </message>
    <message numerus="yes">
        <source>Dedicate the %n most popular adapter(s) and multiplex the other %1: %2 in all, %3 a month.</source>
        <translation>
            <numerusform>가장 인기 있는 어댑터 %n개는 전용 GPU에, 나머지 %1개는 멀티플렉싱: 모두 %2, 월 %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of load replace %2 dedicated</source>
        <translation>부하 %1이 전용 %2를 대체</translation>
    </message>
    <message>
        <source>A multiplexed load of %1 replaces %2 dedicated</source>
        <translation>멀티플렉싱 부하 %1이 전용 %2를 대체합니다</translation>
    </message>
    <message>
        <source>1 GPU replaces %1 dedicated</source>
        <translation>GPU 1대가 전용 GPU %1대를 대체</translation>
    </message>
    <message>
        <source>Multiplexing alone costs more (1 GPU = %1 dedicated)</source>
        <translation>멀티플렉싱만으로는 더 비쌉니다(GPU 1대 = 전용 %1대)</translation>
    </message>
    <message>
        <source>Multiplexing alone costs more: one multiplexed GPU does the work of only %1 dedicated GPUs</source>
        <translation>멀티플렉싱만으로는 더 비쌉니다: 멀티플렉싱 GPU 1대가 전용 GPU %1대의 일밖에 하지 못합니다</translation>
    </message>
    <message>
        <source>One multiplexed GPU replaces %1 dedicated GPUs</source>
        <translation>멀티플렉싱 GPU 1대가 전용 GPU %1대를 대체합니다</translation>
    </message>
    <message>
        <source>Shrink the pool or the KV cache, or choose a GPU with more memory. If it fit, a multiplexed load of %1 would replace %2 dedicated.</source>
        <translation>풀이나 KV 캐시를 줄이거나 메모리가 더 큰 GPU를 고르세요. 들어간다면 멀티플렉싱 부하 %1이 전용 %2를 대신합니다.</translation>
    </message>
    <message>
        <source>One adapter on %1: %2</source>
        <translation>어댑터 하나, %1: %2</translation>
    </message>
    <message>
        <source>Multiplex all %1 on %2: %3</source>
        <translation>어댑터 %1개 모두 %2에서 멀티플렉싱: %3</translation>
    </message>
    <message>
        <source>All dedicated, %1: %2</source>
        <translation>모두 전용, %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Dedicate the %n most popular adapter(s) and serve the last one on a multiplexed GPU: %1 in all, %2 a month.</source>
        <translation>
            <numerusform>가장 인기 있는 어댑터 %n개는 전용 GPU에, 마지막 1개는 멀티플렉싱 GPU에: 모두 %1, 월 %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dedicate %n, the last one multiplexed, on %1: %2</source>
        <translation>
            <numerusform>%n개 전용, 마지막 1개는 멀티플렉싱, %1: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dedicate %n, multiplex %1 on %2: %3</source>
        <translation>
            <numerusform>%n개 전용, %1개는 %2에서 멀티플렉싱: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 multiplexed · %2 · %3</source>
        <translation>%1개 멀티플렉싱 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 dedicated · %2 · %3</source>
        <translation>%1개 전용 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 dedicated + %2 multiplexed · %3 · %4</source>
        <translation>%1개 전용 + %2개 멀티플렉싱 · %3 · %4</translation>
    </message>
    <message>
        <source>%1 + %2 · %3 · %4</source>
        <translation>%1 + %2 · %3 · %4</translation>
    </message>
</context>
<context>
    <name>lorafleet::ViewSwitcher</name>
    <message>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <source>Phase map</source>
        <translation>위상도</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>민감도</translation>
    </message>
    <message>
        <source>Where the answer changes: the verdict over catalog size and skew</source>
        <translation>답이 바뀌는 곳: 카탈로그 크기와 쏠림에 따른 판정</translation>
    </message>
    <message>
        <source>Which assumption matters most: each parameter moved down and up</source>
        <translation>가장 중요한 가정: 각 매개변수를 내리고 올림</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>차트(&amp;C)</translation>
    </message>
    <message>
        <source>P&amp;hase map</source>
        <translation>위상도(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Sensitivity</source>
        <translation>민감도(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+%1</source>
        <translation>Ctrl+Shift+%1</translation>
    </message>
    <message>
        <source>The charts of this scenario</source>
        <translation>이 시나리오의 차트</translation>
    </message>
    <message>
        <source>Why the models differ</source>
        <translation>두 모델의 차이</translation>
    </message>
    <message>
        <source>From the paper&apos;s monthly cost to the engine model&apos;s, one step per assumption</source>
        <translation>논문 모델의 월 비용에서 엔진 모델의 월 비용까지, 가정마다 한 단계</translation>
    </message>
    <message>
        <source>&amp;Why the models differ</source>
        <translation>두 모델의 차이(&amp;W)</translation>
    </message>
</context>
<context>
    <name>lorafleet::format</name>
    <message>
        <source>%1 pts</source>
        <translation>%1%p</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>week %1</source>
        <translation>%1주차</translation>
    </message>
    <message>
        <source>%1/mo</source>
        <translation>%1/월</translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation>GPU 1대</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>GPU %1대</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
</context>
<context>
    <name>lorafleet::BridgeTexts</name>
    <message>
        <source>Capacity from the GPU&apos;s own roofline, not Q</source>
        <translation>상수 Q 대신 GPU 자체 루프라인에서 얻은 용량</translation>
    </message>
    <message>
        <source>Reading the KV cache every step</source>
        <translation>매 스텝 KV 캐시 읽기</translation>
    </message>
    <message>
        <source>The engine&apos;s own time per step</source>
        <translation>스텝마다 엔진 자체가 쓰는 시간</translation>
    </message>
    <message>
        <source>Fixed cost of the LoRA kernels</source>
        <translation>LoRA 커널의 고정 비용</translation>
    </message>
    <message>
        <source>How the engine reads the batch&apos;s adapters</source>
        <translation>엔진이 배치의 어댑터를 읽는 방식</translation>
    </message>
    <message>
        <source>Adapters loaded when a request is admitted</source>
        <translation>요청이 들어올 때 어댑터 로드</translation>
    </message>
    <message>
        <source>The pool and the KV cache share memory</source>
        <translation>풀과 KV 캐시가 메모리를 나눠 씀</translation>
    </message>
    <message>
        <source>Prefilling the prompts</source>
        <translation>프롬프트 프리필</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>텐서 병렬화</translation>
    </message>
    <message>
        <source>Headroom for the latency targets</source>
        <translation>지연 목표를 위한 여유</translation>
    </message>
    <message>
        <source>The paper takes a GPU&apos;s requests per month as the constant Q; the engine model derives them from the GPU&apos;s memory bandwidth and compute.</source>
        <translation>논문은 GPU의 월간 요청 수를 상수 Q로 두고, 엔진 모델은 GPU의 메모리 대역폭과 연산 성능에서 도출합니다.</translation>
    </message>
    <message>
        <source>Each decode step reads every running request&apos;s KV cache besides the weights.</source>
        <translation>디코드 스텝마다 가중치 외에 실행 중인 모든 요청의 KV 캐시를 읽습니다.</translation>
    </message>
    <message>
        <source>Scheduling, sampling and kernels below the roofline, as measured for the engine.</source>
        <translation>엔진에서 측정된 스케줄링, 샘플링, 루프라인에 못 미치는 커널 시간입니다.</translation>
    </message>
    <message>
        <source>Any step that runs LoRA kernels pays a fixed share of a base step.</source>
        <translation>LoRA 커널을 실행하는 스텝은 기본 스텝의 일정 비율을 추가로 씁니다.</translation>
    </message>
    <message>
        <source>The engine&apos;s kernels read each adapter of the batch at their measured cost, not at its bytes alone.</source>
        <translation>엔진 커널은 배치의 각 어댑터를 바이트 수만이 아니라 측정된 비용으로 읽습니다.</translation>
    </message>
    <message>
        <source>A request whose adapter is not resident loads it when admitted, with the engine&apos;s fixed load time.</source>
        <translation>어댑터가 상주하지 않는 요청은 들어올 때 엔진의 고정 로드 시간과 함께 어댑터를 로드합니다.</translation>
    </message>
    <message>
        <source>The batch is what the KV cache beside the pool holds; a dedicated GPU uses the pool&apos;s memory for KV cache.</source>
        <translation>배치 크기는 풀 옆의 KV 캐시가 담을 수 있는 만큼이며, 전용 GPU는 풀 메모리를 KV 캐시로 씁니다.</translation>
    </message>
    <message>
        <source>The prompts&apos; tokens are computed in the same steps as the decode.</source>
        <translation>프롬프트 토큰은 디코드와 같은 스텝에서 계산됩니다.</translation>
    </message>
    <message>
        <source>A replica of several GPUs splits the weights and pays all-reduces between them.</source>
        <translation>여러 GPU로 된 레플리카는 가중치를 나누고 GPU 사이 all-reduce 비용을 씁니다.</translation>
    </message>
    <message>
        <source>The fleet runs below saturation so that time to first token and per output token meet their targets.</source>
        <translation>첫 토큰까지의 시간과 출력 토큰당 시간이 목표를 지키도록 플릿이 포화 아래에서 동작합니다.</translation>
    </message>
    <message>
        <source>Why the models differ: %1 in the paper&apos;s model, %2 in the engine model.</source>
        <translation>두 모델이 다른 이유: 논문 모델 %1, 엔진 모델 %2.</translation>
    </message>
    <message>
        <source>the GPU&apos;s roofline</source>
        <translation>GPU 루프라인</translation>
    </message>
    <message>
        <source>KV reads</source>
        <translation>KV 읽기</translation>
    </message>
    <message>
        <source>engine overhead</source>
        <translation>엔진 오버헤드</translation>
    </message>
    <message>
        <source>LoRA kernels</source>
        <translation>LoRA 커널</translation>
    </message>
    <message>
        <source>adapter reads</source>
        <translation>어댑터 읽기</translation>
    </message>
    <message>
        <source>adapter loads</source>
        <translation>어댑터 로드</translation>
    </message>
    <message>
        <source>pool and KV sharing</source>
        <translation>풀·KV 공유</translation>
    </message>
    <message>
        <source>prefill</source>
        <translation>프리필</translation>
    </message>
    <message>
        <source>tensor parallelism</source>
        <translation>텐서 병렬화</translation>
    </message>
    <message>
        <source>latency headroom</source>
        <translation>지연 여유</translation>
    </message>
</context>
<context>
    <name>lorafleet::BridgeView</name>
    <message>
        <source>Which model should I use? The paper&apos;s model reproduces the article&apos;s figures exactly: use it to check the paper. The engine model derives each GPU&apos;s capacity from its memory, bandwidth and compute and the serving engine&apos;s measured constants, and is checked against published measurements it was not fitted to (Help → About the model): use it for budgets, with its band.</source>
        <translation>어떤 모델을 써야 할까요? 논문 모델은 기사의 수치를 정확히 재현합니다: 논문을 확인할 때 쓰세요. 엔진 모델은 GPU의 메모리, 대역폭, 연산 성능과 서빙 엔진의 측정 상수로 각 GPU의 용량을 도출하며, 맞추는 데 쓰지 않은 공개 측정값으로 검증됩니다(도움말 → 모델 정보): 예산에는 범위와 함께 이 모델을 쓰세요.</translation>
    </message>
</context>
<context>
    <name>lorafleet::BridgeChart</name>
    <message>
        <source>monthly cost of the operating rule</source>
        <translation>운영 규칙의 월 비용</translation>
    </message>
    <message>
        <source>the assumption raises the cost</source>
        <translation>가정이 비용을 올림</translation>
    </message>
    <message>
        <source>the assumption lowers the cost</source>
        <translation>가정이 비용을 내림</translation>
    </message>
    <message>
        <source>The two models agree: %1</source>
        <translation>두 모델이 일치합니다: %1</translation>
    </message>
    <message>
        <source>Paper&apos;s model</source>
        <translation>논문 모델</translation>
    </message>
    <message>
        <source>Engine model</source>
        <translation>엔진 모델</translation>
    </message>
    <message>
        <source>USD per month, the operating rule&apos;s fleet</source>
        <translation>운영 규칙 플릿의 월 비용(USD)</translation>
    </message>
    <message>
        <source>USD per month</source>
        <translation>월 USD</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>가정</translation>
    </message>
    <message>
        <source>Change (USD per month)</source>
        <translation>변화(월 USD)</translation>
    </message>
    <message>
        <source>Running total (USD per month)</source>
        <translation>누적 합계(월 USD)</translation>
    </message>
    <message>
        <source>The engine model costs %1 more; most from %2</source>
        <translation>엔진 모델이 %1 더 듭니다. 가장 큰 원인: %2</translation>
    </message>
    <message>
        <source>The engine model costs %1 less; most from %2</source>
        <translation>엔진 모델이 %1 덜 듭니다. 가장 큰 원인: %2</translation>
    </message>
    <message>
        <source>%1 · no change: %2</source>
        <translation>%1 · 변화 없음: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n without change</source>
        <translation>
            <numerusform>%1 · %n개는 변화 없음</numerusform>
        </translation>
    </message>
</context>
</TS>
