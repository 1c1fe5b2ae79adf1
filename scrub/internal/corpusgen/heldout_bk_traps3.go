package main

func hbkTrapSamples3() []Sample {
	gens := []func() Sample{
		func() Sample {
			return hbkTrap("password-talk", hbkP("chat", "docs"), hbkChatPrefix()+hbkP(
				"the password policy requires 12 characters, one digit and one symbol",
				"I forgot my password again, resetting it via the email link",
				"never put the keystore password in gradle.properties that gets committed",
				"password reset emails land in spam for Outlook users, see the SPF ticket",
				"we should enforce passkeys and drop SMS codes for the admin panel",
				"the login screen shows 'wrong password' even when the user doesn't exist — leaks account existence",
				"Apple requires a demo account in review notes if the app has a login",
				"Rotate the FCM server key before the legacy API shutdown; the new HTTP v1 API uses a service account instead.",
				"who has the password for the old Parse dashboard? nobody remembers",
				"password field should use textContentType=.password so iCloud Keychain autofills it",
			))
		},
		func() Sample {
			return hbkTrap("password-talk-i18n", "chat", hbkChatPrefix()+hbkP(
				"Das Passwort muss mindestens 12 Zeichen lang sein.",
				"J'ai oublié mon mot de passe, je le réinitialise.",
				"La contraseña debe tener al menos ocho caracteres.",
				"Esqueci a senha do console, vou pedir um reset.",
				"パスワードを忘れた場合は「パスワードをリセット」を押してください。",
				"密码至少需要 8 位，并包含数字和字母。",
				"Пароль должен содержать не менее 10 символов.",
				"비밀번호를 잊으셨나요? 이메일로 재설정 링크를 보내드립니다.",
				"Hasło wygasa co 90 dni.",
				"Şifrenizi kimseyle paylaşmayın.",
			))
		},
		func() Sample {
			return hbkTrap("password-code", hbkP("kotlin", "swift", "dart", "ts"), hbkP(
				hbkLines(
					"fun validatePassword(password: String): Boolean {",
					"    if (password.length < MIN_PASSWORD_LENGTH) return false",
					"    return password.any { it.isDigit() } && password.any { !it.isLetterOrDigit() }",
					"}",
				),
				hbkLines(
					"let query: [String: Any] = [",
					"    kSecClass as String: kSecClassGenericPassword,",
					"    kSecAttrAccount as String: username,",
					"    kSecValueData as String: password.data(using: .utf8)!",
					"]",
					"let status = SecItemAdd(query as CFDictionary, nil)",
				),
				hbkLines(
					"TextFormField(",
					"  controller: _passwordController,",
					"  obscureText: true,",
					"  decoration: const InputDecoration(labelText: 'Password'),",
					"  validator: (v) => (v == null || v.length < 8) ? 'Too short' : null,",
					")",
				),
				hbkLines(
					"const token = await SecureStore.getItemAsync('auth_token');",
					"if (!token) {",
					"  router.replace('/login');",
					"}",
					"const apiKey = process.env.EXPO_PUBLIC_API_KEY ?? '';",
				),
				hbkLines(
					"val password = BuildConfig.KEYSTORE_PASSWORD.ifEmpty { System.getenv(\"KEYSTORE_PASSWORD\") }",
					"requireNotNull(password) { \"KEYSTORE_PASSWORD missing\" }",
				),
			))
		},
		func() Sample {
			return hbkTrap("variable-names", hbkP("env", "code"), hbkP(
				hbkLines("# required env vars", "SENTRY_AUTH_TOKEN", "EXPO_TOKEN", "MATCH_PASSWORD", "FIREBASE_SERVICE_ACCOUNT_JSON", "APP_STORE_CONNECT_API_KEY_ID"),
				"const { API_SECRET, DB_PASSWORD, STRIPE_SECRET_KEY } = process.env;",
				"password_hash = bcrypt.hashpw(password.encode(), bcrypt.gensalt())",
				"- name: Decode keystore\n  run: echo \"${{ secrets.ANDROID_KEYSTORE_BASE64 }}\" | base64 --decode > android/app/release.jks",
				"env:\n  MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n  FASTLANE_USER: ${{ secrets.FASTLANE_USER }}",
			))
		},
		func() Sample {
			return hbkTrap("ticket-number", hbkP("chat", "notes"), hbkP(
				hbkF("%sfixed in MOB-%d, QA please verify on build %d", hbkChatPrefix(), hbkN(100, 9999), hbkN(100, 999)),
				hbkF("Jira: APP-%d, APP-%d, APP-%d are blocked by the SDK update", hbkN(10, 999), hbkN(10, 999), hbkN(10, 999)),
				hbkF("Apple feedback FB%d filed for the widget refresh bug", hbkN(10000000, 19999999)),
				hbkF("Zendesk #%d: user can't restore purchases", hbkN(10000, 99999)),
				hbkF("Google issue tracker b/%d", hbkN(100000000, 399999999)),
			))
		},
		func() Sample {
			return hbkTrap("dates-phones", hbkP("notes", "chat"), hbkP(
				"Release train: code freeze "+hbkDate()+", submit "+hbkDate()+", phased rollout 7 days",
				"Support hotline: +49 30 "+hbkR(digits, 8)+", US: +1 (415) 555-0"+hbkR(digits, 3),
				hbkChatPrefix()+"call me at 07"+hbkR(digits, 3)+" "+hbkR(digits, 6)+" if the build breaks",
				"Meeting moved to "+hbkDate()+" 14:30 CET",
			))
		},
		func() Sample {
			return hbkTrap("product-code", hbkP("notes", "csv"), hbkP(
				"In-app products: "+hbkBundle()+".pro.monthly, "+hbkBundle()+".pro.yearly, lifetime_unlock_v2",
				hbkLines("sku,price,currency", "PRO-"+hbkR(upper+digits, 6)+",4.99,EUR", "PRO-"+hbkR(upper+digits, 6)+",39.99,EUR", "COINS-500,1.99,USD"),
				"Order ID GPA."+hbkR(digits, 4)+"-"+hbkR(digits, 4)+"-"+hbkR(digits, 4)+"-"+hbkR(digits, 5)+" refunded",
				"Transaction id "+hbkR(digits, 16)+" (StoreKit 2, sandbox)",
				"Offer code campaign SPRING"+hbkR(digits, 2)+" has 500 codes left",
			))
		},
		func() Sample {
			return hbkTrap("table", "markdown", hbkLines(
				"| Env | API base | Bundle id | Build |",
				"|---|---|---|---|",
				"| dev | https://dev-api."+hbkPL(hbkApps)+".app | "+hbkBundle()+".dev | "+hbkR(digits, 3)+" |",
				"| staging | https://staging-api."+hbkPL(hbkApps)+".app | "+hbkBundle()+".staging | "+hbkR(digits, 3)+" |",
				"| prod | https://api."+hbkPL(hbkApps)+".app | "+hbkBundle()+" | "+hbkR(digits, 3)+" |",
			))
		},
		func() Sample {
			return hbkTrap("diff", "diff", hbkLines(
				"diff --git a/android/app/build.gradle b/android/app/build.gradle",
				"index "+hbkR(hexs, 7)+".."+hbkR(hexs, 7)+" 100644",
				"--- a/android/app/build.gradle",
				"+++ b/android/app/build.gradle",
				"@@ -12,7 +12,7 @@ android {",
				hbkF("-        versionCode %d", hbkN(100, 500)),
				hbkF("+        versionCode %d", hbkN(501, 900)),
				"-        versionName \""+hbkVersion()+"\"",
				"+        versionName \""+hbkVersion()+"\"",
			))
		},
		func() Sample {
			return hbkTrap("login-pair-like", hbkP("chat", "docs"), hbkP(
				"Sign up / Log in buttons overlap on small screens",
				"The tab bar: Home / Search / Inbox / Profile",
				"roles: admin / editor / viewer",
				hbkChatPrefix()+"login / logout events are now tracked in Amplitude",
				"user / group mapping is done in the IdP, not in the app",
				"Username: the email you signed up with. Password: the one you chose.",
				"admin / staff / customer — three personas for the onboarding test",
				"OK / Cancel / Retry dialog copy needs review",
			))
		},
		func() Sample {
			return hbkTrap("discord-non-token", hbkP("chat", "notes"), hbkP(
				"join the beta Discord: https://discord.gg/"+hbkR(alnum, 8),
				"bot client id (public, for the invite link): "+hbkSnowflake(),
				"https://discord.com/oauth2/authorize?client_id="+hbkSnowflake()+"&permissions=2048&scope=bot",
				hbkChatPrefix()+"channel id "+hbkSnowflake()+", role id "+hbkSnowflake(),
			))
		},
		func() Sample {
			return hbkTrap("shell-session", "shell", hbkP(
				hbkLines("$ npx expo prebuild --clean", "✔ Cleared android, ios code", "✔ Created native directories", "✔ Updated package.json", "✔ Finished prebuild", "$ cd ios && pod install", "Pod installation complete! There are "+hbkR("123456789", 1)+hbkR(digits, 1)+" dependencies from the Podfile and "+hbkR("123456789", 1)+hbkR(digits, 2)+" total pods installed."),
				hbkLines("$ flutter doctor", "[✓] Flutter (Channel stable, 3.24."+hbkR(digits, 1)+", on macOS 14."+hbkR(digits, 1)+")", "[✓] Android toolchain - develop for Android devices (Android SDK version 35.0.0)", "[✓] Xcode - develop for iOS and macOS (Xcode 16.0)", "• No issues found!"),
				hbkLines("$ adb devices", "List of devices attached", hbkR(upper+digits, 14)+"\tdevice", "emulator-5554\tdevice"),
				hbkLines("$ keytool -list -keystore debug.keystore", "Enter keystore password:", "Keystore type: PKCS12", "Your keystore contains 1 entry"),
			))
		},
		func() Sample {
			return hbkTrap("meeting-notes", "notes", hbkLines(
				"## Sprint review "+hbkDate(),
				"- Crash-free users: 99."+hbkR(digits, 2)+"% (iOS), 99."+hbkR(digits, 2)+"% (Android)",
				"- "+hbkPL(hbkNames)+" migrated push to FCM HTTP v1; legacy server key disabled",
				"- App Store rejection 4.3 resolved, resubmitted as "+hbkVersion(),
				"- action: move the signing credentials to EAS managed credentials",
			))
		},
	}
	return hbkRun(110, gens)
}
