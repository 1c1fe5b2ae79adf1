package main

// hbkPwSentence wraps a password in one of many sentence shapes.
func hbkPwSentence(pw string) (string, string) {
	what := hbkP("the Apple ID", "the shared Google account", "the Play Console owner account", "the RevenueCat dashboard",
		"the OneSignal login", "the Firebase test user", "the sandbox tester", "the staging admin", "our Expo account", "the old Parse server")
	forms := []struct{ text, lang string }{
		{"the password for " + what + " is " + pw, "en"},
		{"Password for " + what + ": " + pw, "en"},
		{"pw is " + pw + " for " + what, "en"},
		{"I changed " + what + " password to " + pw + " this morning", "en"},
		{"new pass → " + pw, "en"},
		{"use '" + pw + "' as the password", "en"},
		{what + " pass = " + pw, "en"},
		{"psswd: " + pw + " (case sensitive!)", "en"},
		{"It's " + pw + " — the password, I mean, for " + what, "en"},
		{"the passphrase we agreed on is \"" + pw + "\"", "en"},
		{"Das Passwort für " + what + " lautet " + pw + ".", "de"},
		{"Kennwort: " + pw, "de"},
		{"Le mot de passe de " + what + " est " + pw, "fr"},
		{"mdp : " + pw, "fr"},
		{"La contraseña de " + what + " es " + pw, "es"},
		{"A senha nova é " + pw, "pt"},
		{"La password è " + pw, "it"},
		{"Het wachtwoord is " + pw, "nl"},
		{"Hasło do " + what + " to " + pw, "pl"},
		{"Şifre: " + pw, "tr"},
		{"Пароль от тестового аккаунта: " + pw, "ru"},
		{"пароль — " + pw, "ru"},
		{"パスワードは " + pw + " です", "ja"},
		{"테스트 계정 비밀번호는 " + pw + " 입니다", "ko"},
		{"测试账号的密码是 " + pw, "zh"},
		{"密碼：" + pw, "zh-tw"},
		{"كلمة المرور هي " + pw, "ar"},
		{"पासवर्ड है " + pw, "hi"},
		{"Lösenordet är " + pw, "sv"},
		{"Mật khẩu là " + pw, "vi"},
	}
	f := forms[rng.IntN(len(forms))]
	return f.text, f.lang
}

func hbkProseSamples() []Sample {
	cat := "password-prose"
	gens := []func() Sample{
		func() Sample {
			pw := hbkPw()
			t, lang := hbkPwSentence(pw)
			return hbkSec(cat, "chat-"+lang, hbkChatPrefix()+t, pw)
		},
		func() Sample {
			pw := hbkHumanPw()
			t, lang := hbkPwSentence(pw)
			keep := "- " + hbkP("release 2.4 goes to review on Friday", "the paywall A/B test ends Monday", "the Android 15 edge-to-edge fix is merged")
			return hbkSecK(cat, "meeting-notes-"+lang, hbkLines(
				"Meeting notes "+hbkDate(),
				"Attendees: "+hbkPL(hbkNames)+", "+hbkPL(hbkNames),
				keep,
				"- "+t,
				"- next sync in two weeks",
			), []string{keep}, pw)
		},
		func() Sample {
			pw := hbkRandPw()
			t, lang := hbkPwSentence(pw)
			return hbkSec(cat, "email-"+lang, hbkLines(
				"Subject: access for the new contractor",
				"",
				"Hi "+hbkPL(hbkNames)+",",
				t+".",
				"Please change it after the first login.",
			), pw)
		},
		func() Sample {
			pw := hbkPw()
			return hbkSec(cat, "runbook", hbkLines(
				"### Restore the staging database",
				"1. ssh into bastion",
				"2. run `pg_restore -h db.internal -U restore -W latest.dump`",
				"3. when prompted enter "+pw,
				"4. restart the api pods",
			), pw)
		},
		func() Sample {
			pw := hbkHumanPw()
			return hbkSec(cat, "chat", hbkChatPrefix()+hbkP(
				"sandbox tester is qa+"+hbkR(digits, 3)+"@"+hbkPL(hbkStudios)+".io, pw "+pw,
				"ok I reset it, try "+pw,
				"typo'd it before, it's "+pw+" with a capital first letter",
				"remember: "+pw+" is for the iPad Pro test device Apple ID",
			), pw)
		},
	}
	return hbkRun(40, gens)
}
