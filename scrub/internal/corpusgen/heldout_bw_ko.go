package main

import (
	"fmt"
)

// Korean offices and developers: texts with secrets.

func hbwKo() (string, string) { p := pick(hbwKoNames); return p[0], p[1] }

func hbwKoSecrets() []hbwGen {
	return []hbwGen{
		{5, func() Sample { // Kakao: Wi-Fi
			ssid := pick([]string{"iptime", "KT_GiGA_", "U+Net", "SK_WiFi", "Office_"}) + rnd(upper+digits, 4)
			pw := pick([]string{rnd(digits, 10), rnd(lower+digits, 10), hbwPw()})
			t := fmt.Sprintf("%s\n와이파이: %s\n비번: %s\n%s", pick([]string{"사무실 와이파이 바뀌었어요~", "새 사무실 인터넷 연결됐습니다!", "회의실 와이파이 공유드려요"}),
				ssid, pw, pick([]string{"손님용은 따로 있어요", "안 되면 공유기 재부팅 ㄱㄱ", "감사합니다🙏"}))
			return hbwSec("wifi-key", "chat-kakao", t, []string{pw}, ssid)
		}},
		{5, func() Sample { // Slack: dev server password
			u := pick([]string{"ubuntu", "deploy", "rocky", "admin01"})
			pw := hbwPw()
			host := "dev-" + pick([]string{"api", "web", "batch"}) + fmt.Sprint(1+rng.IntN(5)) + ".ncloud.internal"
			t := fmt.Sprintf("@%s 개발 서버 접속 정보입니다\n호스트: %s\n계정: %s\n비밀번호: %s\n%s", pick(hbwKoNames)[0], host, u, pw,
				pick([]string{"작업 끝나면 말씀해 주세요", "다음 주에 키 인증으로 바꿀 예정이에요", "외부 공유 금지!"}))
			return hbwSec("ssh-password", "chat-slack", t, []string{pw}, host)
		}},
		{5, func() Sample { // Naver Cloud configure
			ak, sk := hbwNcpAK(), hbwNcpSK()
			t := fmt.Sprintf("$ ncloud configure\nNcloud Access Key ID []: %s\nNcloud Secret Access Key []: %s\nNcloud API URL (default:https://ncloud.apigw.ntruss.com) []:\n"+
				"# 인증키는 포털 > 마이페이지 > 인증키 관리에서 발급", ak, sk)
			return hbwSec("naver-secret-key", "shell", t, []string{sk}, ak)
		}},
		{5, func() Sample { // Toss secret key in Node
			sk := hbwToss(rng.IntN(2) == 0, "sk")
			t := fmt.Sprintf("// 토스페이먼츠 결제 승인 (서버)\nconst secretKey = '%s'; // TODO: 환경변수로 빼기\nconst encoded = Buffer.from(secretKey + ':').toString('base64');\n\n"+
				"const res = await fetch('https://api.tosspayments.com/v1/payments/confirm', {\n  method: 'POST',\n  headers: { Authorization: `Basic ${encoded}`, 'Content-Type': 'application/json' },\n  body: JSON.stringify({ paymentKey, orderId, amount }),\n});", sk)
			return hbwSec("toss-secret-key", "code-js", t, []string{sk}, "paymentKey, orderId, amount")
		}},
		{5, func() Sample { // KakaoPay admin key curl
			ak := rnd(hexs, 32)
			t := fmt.Sprintf("카카오페이 단건결제 준비 API 테스트\n\ncurl -X POST https://kapi.kakao.com/v1/payment/ready \\\n  -H \"Authorization: KakaoAK %s\" \\\n"+
				"  -d cid=TC0ONETIME -d partner_order_id=%s -d partner_user_id=%s -d item_name=%s -d quantity=1 -d total_amount=%d -d tax_free_amount=0",
				ak, "ORD"+rnd(digits, 8), "user"+rnd(digits, 4), pick([]string{"아메리카노", "프리미엄구독", "테스트상품"}), 1000*(1+rng.IntN(50)))
			return hbwSec("kakao-admin-key", "shell", t, []string{ak}, "cid=TC0ONETIME")
		}},
		{4, func() Sample { // Naver login properties
			cid, sec := rnd(alnum, 20), rnd(alnum+"_", 10)
			t := fmt.Sprintf("# 네이버 로그인 API\nspring.security.oauth2.client.registration.naver.client-id=%s\nspring.security.oauth2.client.registration.naver.client-secret=%s\n"+
				"spring.security.oauth2.client.registration.naver.redirect-uri={baseUrl}/login/oauth2/code/naver", cid, sec)
			return hbwSec("naver-client-secret", "properties", t, []string{sec}, cid)
		}},
		{4, func() Sample { // certificate password
			pw := hbwPw()
			t := fmt.Sprintf("%s님 법인 공동인증서 비번 %s 입니다. %s", pick(hbwKoNames)[0], pw,
				pick([]string{"홈택스 신고 끝나면 알려주세요", "USB는 제 책상 서랍에 있어요", "은행 이체할 때도 같은 거예요"}))
			return hbwSec("cert-password", "chat-kakao", t, []string{pw})
		}},
		{4, func() Sample { // door lock
			pin := hbwPin(4 + rng.IntN(3))
			t := fmt.Sprintf("내일 일찍 오시는 분들 참고하세요. 사무실 도어락 비밀번호 %s* 이에요. %s", pin,
				pick([]string{"마지막 퇴근자는 불 끄고 문 잠가주세요", "세콤은 제가 해제해둘게요", "외부인한테 알려주지 마세요"}))
			return hbwSec("door-code", "chat-kakao", t, []string{pin})
		}},
		{4, func() Sample { // corporate card & account pin
			last := rnd(digits, 4)
			card := hbwPinNot(4, last)
			acct := hbwPinNot(4, card)
			for acct == last {
				acct = hbwPinNot(4, card)
			}
			t := fmt.Sprintf("[인수인계] 재무\n- 법인카드(신한, 끝자리 %s) 비밀번호: %s\n- 기업은행 출금계좌 비밀번호: %s\n- OTP 기기는 금고 안에 있음", last, card, acct)
			return hbwSec("card-pin", "handover", t, []string{card, acct})
		}},
		{4, func() Sample { // safe
			safe := hbwPin(6)
			t := fmt.Sprintf("%s님, 인감도장은 총무팀 금고에 있어요. 금고 비밀번호는 %s 입니다. 쓰고 나서 대장에 기록 부탁드려요", pick(hbwKoNames)[0], safe)
			return hbwSec("safe-code", "chat-slack", t, []string{safe}, "대장에 기록")
		}},
		{5, func() Sample { // formal mail temporary password
			n, r := hbwKo()
			id := hbwUserOf(r)
			pw := hbwMixed(10 + rng.IntN(4))
			t := fmt.Sprintf("%s님, 안녕하세요.\n정보보안팀입니다.\n\n요청하신 그룹웨어 계정의 임시 비밀번호를 안내드립니다.\n\n- 아이디: %s\n- 임시 비밀번호: %s\n\n"+
				"로그인 후 반드시 비밀번호를 변경해 주시기 바랍니다.\n감사합니다.", n, id, pw)
			return hbwSec("initial-password", "mail", t, []string{pw}, id)
		}},
		{5, func() Sample { // .env with Korean comments
			pw, js := hbwPwURL(), rnd(b64url, 48+rng.IntN(16))
			t := fmt.Sprintf("# 로컬 개발 환경 (절대 커밋 금지)\nNODE_ENV=development\nDB_HOST=localhost\nDB_USER=%s\nDB_PASSWORD=%s\n# JWT 서명용 비밀키\nJWT_SECRET=%s\nPORT=3000\n",
				pick([]string{"app", "dev", "shop"}), pw, js)
			return hbwSec("env-multi", "env", t, []string{pw, js}, "PORT=3000")
		}},
		{4, func() Sample { // meeting notes staging DB
			pw := hbwPw()
			host := "db-" + rnd(lower+digits, 5) + ".vpc-cdb.ntruss.com"
			a1, a2, a3 := hbwAttendees(hbwKoNames)
			t := fmt.Sprintf("■ 주간회의 %s\n참석: %s, %s, %s\n\n1. QA 일정: 다음 주 수요일까지\n2. 스테이징 DB 접속 정보\n   - 호스트: %s\n   - 계정: qa_user / 비밀번호: %s\n3. 배포 승인자: 팀장님",
				hbwDate(), a1, a2, a3, host, pw)
			return hbwSec("db-password", "minutes", t, []string{pw}, host)
		}},
		{4, func() Sample { // GitLab PAT in ticket
			tok := hbwGitLab()
			t := fmt.Sprintf("[DEVOPS-%d] 배포 파이프라인 권한 오류\n\n러너에서 사용하는 토큰 교체했습니다: %s\n(read_repository, write_registry 권한)\n만료일: %s",
				100+rng.IntN(900), tok, hbwDate())
			return hbwSec("gitlab-token", "ticket", t, []string{tok})
		}},
		{4, func() Sample { // data.go.kr service key
			key := rnd(alnum+"+/", 86+rng.IntN(10)) + "=="
			t := fmt.Sprintf("공공데이터포털 %s API 인증키(Decoding) 공유드립니다.\n%s\n일일 트래픽 %d건이라 테스트할 때 아껴 써주세요",
				pick([]string{"기상청 단기예보", "국토교통부 아파트 실거래가", "한국관광공사 관광정보"}), key, pick([]int{1000, 10000}))
			return hbwSec("service-key", "chat-slack", t, []string{key})
		}},
		{4, func() Sample { // OTP secret
			seed := hbwTOTP()
			t := fmt.Sprintf("대표 계정 2단계 인증 OTP 키입니다. Google OTP 앱에서 '설정 키 입력' 누르고 %s 넣으시면 돼요.", seed)
			return hbwSec("totp-seed", "chat-kakao", t, []string{seed})
		}},
		{4, func() Sample { // ssh key in Slack
			block, body := hbwPEM()
			t := fmt.Sprintf("배포용 키입니다. %s\n```\n%s\n```", pick([]string{"받으시면 말씀해 주세요, 메시지 삭제할게요", "~/.ssh/deploy_key 로 저장하세요"}), block)
			return hbwSec("private-key", "chat-slack", t, []string{body})
		}},
		{4, func() Sample { // Hancom licence
			key := hbwLicense()
			t := fmt.Sprintf("한컴오피스 %s 구매 완료했습니다.\n제품 키: %s\n사용자 수: %d명\n설치 후 도움말 > 제품 등록에서 입력해 주세요.", pick([]string{"2024", "2022"}), key, 5+rng.IntN(30))
			return hbwSec("license-key", "mail", t, []string{key})
		}},
		{3, func() Sample { // parcel locker
			pin := hbwPin(4 + rng.IntN(2))
			t := fmt.Sprintf("택배 무인함 %d번에 넣어뒀어요. 비밀번호 %s 누르시면 열려요📦", 1+rng.IntN(30), pin)
			return hbwSec("locker-code", "chat-kakao", t, []string{pin})
		}},
		{4, func() Sample { // Jenkins slack webhook
			url, sec := hbwSlackHook()
			t := fmt.Sprintf("// Jenkinsfile - 빌드 결과 슬랙 알림\npost {\n  failure {\n    sh \"\"\"curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"빌드 실패: ${env.JOB_NAME}\"}' %s\"\"\"\n  }\n}", url)
			return hbwSec("slack-webhook", "code-groovy", t, []string{sec}, "${env.JOB_NAME}")
		}},
		{4, func() Sample { // backup codes
			c := []string{hbwRecovery(), hbwRecovery()}
			t := fmt.Sprintf("회사 구글 워크스페이스 관리자 계정 백업 코드 남은 거예요\n1) %s\n2) %s\n쓰면 여기 댓글로 표시해 주세요", c[0], c[1])
			return hbwSec("recovery-code", "chat-slack", t, c)
		}},
		{4, func() Sample { // nginx log bearer
			jwt := hbwJWT()
			t := fmt.Sprintf("%s - - [%s] \"GET /api/v2/members/me HTTP/1.1\" 401 52 \"-\" \"okhttp/4.12.0\" \"Authorization: Bearer %s\"\n→ 로그에 토큰이 찍히는 문제, 로그 포맷에서 헤더 빼야 할 듯",
				hbwPubIP(), hbwTime(), jwt)
			return hbwSec("jwt-bearer", "log", t, []string{jwt}, "okhttp/4.12.0")
		}},
		{4, func() Sample { // Kotlin with Korean comment
			pw := hbwPwURL()
			t := fmt.Sprintf("object MailConfig {\n    // 사내 SMTP 계정 (임시)\n    const val HOST = \"smtp.%s.co.kr\"\n    const val USER = \"noreply\"\n    const val PASSWORD = \"%s\"\n}",
				pick([]string{"company", "example", "hanbit"}), pw)
			return hbwSec("smtp-password", "code-kotlin", t, []string{pw}, "noreply")
		}},
	}
}
