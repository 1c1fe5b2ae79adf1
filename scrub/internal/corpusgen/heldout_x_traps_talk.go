package main

// heldout_x_traps_talk.go: traps in words: talk about passwords and tokens with none in it,
// menu paths, file paths, URLs without credentials, e-mail addresses, usernames, hostnames,
// in several languages.

import (
	"fmt"
)

func bxTrapTalk() []Sample {
	talk := []func() string{
		func() string {
			return fmt.Sprintf("the password policy requires %d characters, one digit and one symbol", bxN(10, 16))
		},
		func() string {
			return fmt.Sprintf("reminder: rotate the %s every %d days, calendar invite is out", bxVendor().label, bxI(30, 60, 90))
		},
		func() string {
			return "the keystore password is in 1Password under \"" + bxP("Android upload key", "Play signing", "Release keystore") + "\", ask " + bxL(bxUsers) + " for access"
		},
		func() string { return "I forgot my password for the staging admin, can someone send a reset link?" },
		func() string {
			return "please don't paste tokens into issues, use the private security advisory form instead"
		},
		func() string {
			return fmt.Sprintf("PSA: the %s we leaked last week has been revoked, nothing to do on your side", bxVendor().label)
		},
		func() string {
			return "Password reset emails are going to spam again; " + bxP("SPF", "DKIM", "DMARC") + " record looks off for " + bxL(bxWords) + ".dev"
		},
		func() string {
			return fmt.Sprintf("CI secrets moved from repo settings to the org level; %s and %s are now shared by %d repos", bxVendor().env, bxVendor().env, bxN(3, 40))
		},
		func() string {
			return "Why does `git push` keep asking for my password? I set up the credential helper but it ignores it on " + bxP("WSL", "macOS", "Fedora")
		},
		func() string {
			return "The token expired at " + bxTime() + " so the nightly failed; " + bxL(bxUsers) + " generated a new one and put it in the vault"
		},
		func() string {
			return "Passwords must not be reused across the last " + fmt.Sprint(bxN(3, 24)) + " changes and expire after " + fmt.Sprint(bxN(60, 365)) + " days."
		},
		func() string {
			return "We should switch the runners from long-lived PATs to OIDC so there is no token to leak at all."
		},
		func() string {
			return "TIL: `docker login` stores credentials base64-encoded in ~/.docker/config.json unless you use a credential helper"
		},
		func() string {
			return "two-factor is now mandatory for maintainers of " + bxL(bxProjects) + " on npm and PyPI"
		},
		func() string {
			return "the secret scanning alert on #" + fmt.Sprint(bxN(10, 4000)) + " was a false positive (test fixture), closing"
		},
		func() string {
			return "Das Passwort muss mindestens 12 Zeichen lang sein und darf keine Leerzeichen enthalten."
		},
		func() string { return "Le mot de passe a expiré, il faut le changer dans le portail avant vendredi." },
		func() string { return "La contraseña debe tener al menos 12 caracteres." },
		func() string { return "パスワードは12文字以上にしてください。" },
		func() string { return "密码已过期，请在门户网站重置。" },
		func() string { return "Пароль нужно менять каждые 90 дней." },
		func() string { return "토큰은 90일마다 갱신해야 합니다." },
		func() string { return "A senha expira em 30 dias; use o gerenciador de senhas da empresa." },
		func() string { return "Hasło musi zawierać wielką literę i cyfrę." },
		func() string { return "Token süresi doldu, yenisini oluşturmanız gerekiyor." },
		func() string {
			return "Q: where do I put the API key?\nA: in the OS keychain; the CLI reads it via `" + bxL(bxProjects) + " auth login`, never from a file"
		},
		func() string {
			return "Meeting notes " + bxDate() + "\n- discussed secret rotation runbook\n- owners: " + bxL(bxUsers) + ", " + bxL(bxUsers) + "\n- action: audit who has admin on the Jenkins\n- no passwords in Confluence pages anymore"
		},
	}
	places := []func() string{
		func() string {
			return "Go to " + bxP("Admin / Settings / Tokens", "Settings > Developer settings > Personal access tokens > Fine-grained tokens", "Project Settings → Player → Publishing Settings", "User Settings → Access Tokens", "Account › Security › Two-factor authentication", "Edit > Project Settings > Plugins > Online Subsystem") + " and click " + bxP("Generate new token", "Add", "Revoke", "Save")
		},
		func() string {
			return "keystore lives at " + bxP("~/.android/debug.keystore", "app/keystore/release.jks", "C:\\Users\\build\\keys\\upload.jks", "/etc/ci/secrets/") + ", config at " + bxP("~/.gradle/gradle.properties", "fastlane/Matchfile", "/etc/gitlab-runner/config.toml", "%APPDATA%\\NuGet\\NuGet.Config")
		},
		func() string {
			return fmt.Sprintf("ping %s@%s or %s@%s, the host is %s (%s)", bxL(bxUsers), bxP("forge.dev", "pixelfox.games", "acme-corp.io"), bxL(bxWords), bxP("users.noreply.github.com", "example.org"), bxL(bxHosts), bxIP())
		},
		func() string {
			return "Docs: https://" + bxP("docs.github.com/en/authentication", "docs.gitlab.com/ee/user/profile/personal_access_tokens.html", "docs.npmjs.com/about-access-tokens", "developer.apple.com/documentation/appstoreconnectapi", "docs.unity.com/ugs/manual/devops") + "\nIssue: https://github.com/" + bxL(bxWords) + "/" + bxL(bxProjects) + "/issues/" + fmt.Sprint(bxN(1, 9000))
		},
		func() string {
			return "usernames on the farm: " + bxL(bxUsers) + ", " + bxL(bxUsers) + ", " + bxL(bxUsers) + " (all SSH-key only)"
		},
		func() string {
			return fmt.Sprintf("ssh %s@%s -p %d -i ~/.ssh/id_ed25519_ci", bxL(bxUsers), bxL(bxHosts), bxI(22, 2222))
		},
		func() string {
			return "clone with `git clone git@github.com:" + bxL(bxWords) + "/" + bxL(bxProjects) + ".git` or https://gitlab.com/" + bxL(bxWords) + "/" + bxL(bxProjects)
		},
		func() string {
			return fmt.Sprintf("Runner tags: %s, %s; executor docker; concurrent = %d; check_interval = %d", bxP("macos", "linux", "gpu"), bxP("arm64", "amd64", "unity"), bxN(1, 16), bxN(0, 10))
		},
	}
	var out []Sample
	for i := 0; i < 2*len(talk); i++ {
		text := talk[i%len(talk)]()
		if i >= len(talk) {
			// second pass: wrap the same sort of text in another surrounding
			text = bxP("> ", "- ", "", "**note:** ") + text + bxP("", "\n\nthanks!", "\n— "+bxL(bxUsers), " 🙏")
		}
		out = append(out, bxT("trap-talk", "prose", text))
	}
	for i := 0; i < 4*len(places); i++ {
		out = append(out, bxT("trap-place", "prose", places[i%len(places)]()))
	}
	return out
}
