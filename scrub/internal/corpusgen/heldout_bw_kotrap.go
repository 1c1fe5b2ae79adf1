package main

import (
	"fmt"
	"strings"
)

// Korean offices and developers: traps.

func hbwKoTraps() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // password sent separately
			t := fmt.Sprintf("%s님, 요청하신 %s 계정 만들었어요. 아이디는 %s 이고 비밀번호는 보안상 %s 따로 보내드릴게요!",
				pick(hbwKoNames)[0], pick([]string{"젠킨스", "그라파나", "어드민 페이지", "ERP", "위키"}), hbwUserOf(pick(hbwKoNames)[1]), pick([]string{"문자로", "카톡 말고 메일로", "전화로", "사내 메신저로"}))
			return hbwTrap("trap-secret-reference", "chat-kakao", t)
		}},
		{4, func() Sample { // policy notice
			t := fmt.Sprintf("[공지] 비밀번호 정책 변경 안내\n%s부터 사내 시스템 비밀번호는 %d자 이상, 영문 대소문자·숫자·특수문자를 모두 포함해야 합니다.\n"+
				"또한 %d일마다 변경이 필요하며, 최근 %d개의 비밀번호는 재사용할 수 없습니다.", hbwDate(), 8+2*rng.IntN(3), pick([]int{60, 90}), 3+rng.IntN(3))
			return hbwTrap("trap-password-policy", "mail", t)
		}},
		{5, func() Sample { // Toss client key (public)
			ck := hbwToss(rng.IntN(2) == 0, "ck")
			t := fmt.Sprintf("// 결제위젯 초기화 (브라우저)\n// 클라이언트 키는 프론트에 노출되는 공개용 키라 괜찮음. 시크릿 키는 서버에서만!\nconst clientKey = '%s';\nconst tossPayments = TossPayments(clientKey);\nconst widgets = tossPayments.widgets({ customerKey: '%s' });",
				ck, hbwUUID())
			return hbwTrap("trap-publishable-key", "code-js", t)
		}},
		{5, func() Sample { // tracking / order / business number
			t := fmt.Sprintf("고객 문의 #%d\n주문번호: %s\nCJ대한통운 송장번호: %s\n사업자등록번호: %s-%s-%s\n연락처: 010-%s-%s\n처리: 배송지 오류로 반송 → 재발송 예정",
				10000+rng.IntN(90000), hbwDate()[:4]+rnd(digits, 10), rnd(digits, 12), rnd(digits, 3), rnd(digits, 2), rnd(digits, 5), rnd(digits, 4), rnd(digits, 4))
			return hbwTrap("trap-order-number", "ticket", t)
		}},
		{4, func() Sample { // access key id only
			t := fmt.Sprintf("네이버 클라우드 서브계정 API 키 발급했습니다.\nAccess Key ID: %s\nSecret Key는 Vault `secret/ncp/%s` 경로에 넣어뒀으니 거기서 읽어 가세요.",
				hbwNcpAK(), pick([]string{"batch", "deploy", "monitoring"}))
			return hbwTrap("trap-key-id", "chat-slack", t)
		}},
		{4, func() Sample { // masked
			t := fmt.Sprintf("계정 정보 (마스킹 처리)\n- 아이디: %s\n- 비밀번호: %s\n- 최근 변경일: %s", hbwUserOf(pick(hbwKoNames)[1]), strings.Repeat("*", 8+rng.IntN(6)), hbwDate())
			return hbwTrap("trap-masked", "note", t)
		}},
		{4, func() Sample { // KakaoPay ids
			clk := hbwClock()
			t := fmt.Sprintf("%s INFO  kakaopay approve ok cid=TC0ONETIME tid=T%s partner_order_id=ORD%s amount=%d\n%s INFO  주문 상태 변경 PAID",
				clk(), rnd(digits, 19), rnd(digits, 8), 1000*(1+rng.IntN(90)), clk())
			return hbwTrap("trap-payment-id", "log", t)
		}},
		{4, func() Sample { // helm values references
			t := fmt.Sprintf("# values-prod.yaml\nimage:\n  repository: %s.kr.ncr.ntruss.com/api\n  tag: \"%d.%d.%d\"\ndb:\n  host: db-%s.vpc-cdb.ntruss.com\n  passwordSecret:\n    name: api-db\n    key: password\n"+
				"# 실제 값은 {{ .Values.db.passwordSecret }} 로 참조, 시크릿은 sealed-secrets 로 관리", rnd(lower, 6), 1+rng.IntN(3), rng.IntN(20), rng.IntN(10), rnd(lower+digits, 5))
			return hbwTrap("trap-env-reference", "yaml", t)
		}},
		{4, func() Sample { // request ids
			t := fmt.Sprintf("%s ERROR [api] 결제 승인 실패 code=REJECT_CARD_COMPANY requestId=%s traceId=%s orderId=order_%s",
				hbwTime(), hbwUUID(), rnd(hexs, 32), rnd(alnum, 12))
			return hbwTrap("trap-request-id", "log", t)
		}},
		{4, func() Sample { // password reset notice
			t := fmt.Sprintf("%s님, %s 비밀번호를 초기화했습니다. 등록된 휴대폰(끝자리 %s)으로 발송된 링크에서 새 비밀번호를 설정해 주세요. 링크는 %d분 후 만료됩니다.",
				pick(hbwKoNames)[0], pick([]string{"그룹웨어", "VPN", "ERP", "메일"}), rnd(digits, 4), pick([]int{10, 30, 60}))
			return hbwTrap("trap-password-talk", "chat-slack", t)
		}},
		{4, func() Sample { // commits in ticket
			t := fmt.Sprintf("[WEB-%d] 로그인 실패 시 비밀번호 입력란 초기화 안 되는 버그\n\n관련 커밋:\n- %s 비밀번호 입력 필드 reset 처리\n- %s 테스트 추가\n배포 버전: v%d.%d.%d",
				100+rng.IntN(900), rnd(hexs, 40), rnd(hexs, 40), 1+rng.IntN(4), rng.IntN(20), rng.IntN(10))
			return hbwTrap("trap-commit-sha", "ticket", t)
		}},
		{4, func() Sample { // certificate fingerprint
			fp := make([]string, 32)
			for i := range fp {
				fp[i] = hbwHexU(2)
			}
			t := fmt.Sprintf("와일드카드 인증서 갱신 완료 (*.%s.co.kr)\n만료일: %s\nSHA-256 지문: %s\n로드밸런서 적용은 오늘 밤에 진행합니다.",
				pick([]string{"company", "shop", "hanbit"}), hbwDate(), strings.Join(fp, ":"))
			return hbwTrap("trap-fingerprint", "mail", t)
		}},
		{4, func() Sample { // env example
			t := "# .env.example — 복사해서 .env 만들고 값 채우기\nDB_HOST=localhost\nDB_USER=\nDB_PASSWORD=<비밀번호 입력>\nTOSS_SECRET_KEY=<토스 시크릿 키>\nKAKAO_ADMIN_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n" +
				fmt.Sprintf("PORT=%d\n", 3000+rng.IntN(6000))
			return hbwTrap("trap-placeholder", "env", t)
		}},
		{3, func() Sample { // minutes with versions and dates
			t := fmt.Sprintf("■ 스프린트 회고 %s\n- 로그인 개선: 비밀번호 찾기 플로우 개편 완료 (v%d.%d)\n- 이슈: iOS %d에서 키보드가 입력란을 가림\n- 다음 스프린트: 소셜 로그인(카카오/네이버) 추가",
				hbwDate(), 2+rng.IntN(3), rng.IntN(10), 16+rng.IntN(3))
			return hbwTrap("trap-password-talk", "minutes", t)
		}},
		{4, func() Sample { // public key for git
			r := pick(hbwKoNames)[1]
			t := fmt.Sprintf("깃랩에 등록할 공개키 보내드려요\n%s", hbwPubKey(r+"@"+pick([]string{"desktop", "mbp", "work-pc"})))
			return hbwTrap("trap-public-key", "chat-slack", t)
		}},
	}
}
