package main

import (
	"fmt"
	"strings"
)

// CI for mobile builds: Bitrise, Codemagic, App Center, GitHub Actions, GitLab, Jenkins,
// device clouds and build notifications.

func hdkCIGens() []hdkGen {
	return []hdkGen{
		{hdkCIBitrise, 6},
		{hdkCICodemagicYAML, 5},
		{hdkCICodemagicAPI, 5},
		{hdkCICircle, 5},
		{hdkCIAppCenter, 6},
		{hdkCISlack, 7},
		{hdkCIDiscordHook, 5},
		{hdkCITeams, 4},
		{hdkCIAWS, 6},
		{hdkCIMatchBasic, 5},
		{hdkCINpmrc, 6},
		{hdkCIMavenRepo, 5},
		{hdkCIJenkins, 5},
		{hdkCIGitLab, 5},
		{hdkCIBrowserStack, 6},
		{hdkCISauce, 5},
	}
}

func hdkCIBitrise() Sample {
	c := hdkNew()
	tok := rnd(b64url, 86)
	slug := rnd(hexs, 16)
	text, f := hdkPT(
		fmt.Sprintf("curl -X POST -H \"Authorization: %s\" \\\n  https://api.bitrise.io/v0.1/apps/%s/builds \\\n  -d '{\"hook_info\":{\"type\":\"bitrise\"},\"build_params\":{\"branch\":\"release/%s\",\"workflow_id\":\"deploy-store\"}}'", tok, slug, hdkVer()), "shell",
		fmt.Sprintf("%s: made a personal access token for the release bot on Bitrise: %s\nApp slug for %s is %s", c.who, tok, c.app, slug), "chat",
		fmt.Sprintf("BITRISE_TOKEN=%s\nBITRISE_APP_SLUG=%s\n", tok, slug), "env")
	return hdkSec("bitrise-token", f, text, []string{tok}, slug)
}

func hdkCICodemagicYAML() Sample {
	c := hdkNew()
	sp := hdkPw()
	kp := hdkPwSame(sp)
	alias := hdkAlias()
	text := fmt.Sprintf(`workflows:
  android-release:
    name: Android release
    instance_type: mac_mini_m2
    environment:
      vars:
        CM_KEYSTORE_PATH: /tmp/keystore.jks
        CM_KEYSTORE_PASSWORD: %s
        CM_KEY_ALIAS: %s
        CM_KEY_PASSWORD: %s
        PACKAGE_NAME: "%s"
      flutter: stable
    scripts:
      - name: Build AAB
        script: flutter build appbundle --release --build-number=$PROJECT_BUILD_NUMBER
`, sp, alias, kp, c.pkg)
	return hdkSec("keystore-password", "yaml", text, []string{sp, kp}, "CM_KEY_ALIAS: "+alias, c.pkg)
}

func hdkCICodemagicAPI() Sample {
	tok := rnd(b64url, 43)
	app := rnd(hexs, 24)
	wf := hdkP("ios-release", "android-beta", "flutter-qa", "release")
	text := fmt.Sprintf("curl -H \"Content-Type: application/json\" \\\n     -H \"x-auth-token: %s\" \\\n     --data '{\"appId\": \"%s\", \"workflowId\": \"%s\", \"branch\": \"main\"}' \\\n     -X POST https://api.codemagic.io/builds", tok, app, wf)
	return hdkSec("codemagic-token", "shell", text, []string{tok}, app)
}

func hdkCICircle() Sample {
	c := hdkNew()
	match := hdkPw()
	text := fmt.Sprintf(`version: 2.1
jobs:
  ios-beta:
    macos:
      xcode: "15.%d.0"
    environment:
      FL_OUTPUT_DIR: output
      FASTLANE_LANE: beta
      MATCH_PASSWORD: %s
      MATCH_GIT_URL: https://github.com/%s/certificates
    steps:
      - checkout
      - run: bundle install
      - run: bundle exec fastlane $FASTLANE_LANE
`, hdkN(0, 4), match, c.co)
	return hdkSec("match-password", "yaml", text, []string{match}, "https://github.com/"+c.co+"/certificates")
}

func hdkCIAppCenter() Sample {
	c := hdkNew()
	tok := rnd(hexs, 40)
	owner := c.co + hdkP("", "-org", "-mobile")
	name := strings.ReplaceAll(c.app, " ", "-") + hdkP("-iOS", "-Android")
	text, f := hdkPT(
		fmt.Sprintf("appcenter login --token %s\nappcenter distribute release --app %s/%s --file build/app.ipa --group \"Collaborators\"", tok, owner, name), "shell",
		fmt.Sprintf("curl -X GET \"https://api.appcenter.ms/v0.1/apps/%s/%s/releases/latest\" -H \"X-API-Token: %s\" -H \"accept: application/json\"", owner, name, tok), "shell",
		fmt.Sprintf("APPCENTER_API_TOKEN=%s\nAPPCENTER_OWNER_NAME=%s\nAPPCENTER_APP_NAME=%s\n", tok, owner, name), "env")
	return hdkSec("appcenter-token", f, text, []string{tok}, name)
}

func hdkCISlack() Sample {
	c := hdkNew()
	hook := hdkSlackHook()
	ch := hdkP("#mobile-builds", "#ios-releases", "#android-ci", "#release-train")
	text, f := hdkPT(
		fmt.Sprintf("  after_all do |lane|\n    slack(\n      message: \"%s %%s uploaded to TestFlight :rocket:\" %% get_version_number,\n      channel: \"%s\",\n      slack_url: \"%s\",\n      default_payloads: [:git_branch, :last_git_commit_message]\n    )\n  end", c.app, ch, hook), "ruby",
		fmt.Sprintf("- script@1:\n    title: Notify %s\n    inputs:\n    - content: |-\n        curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"Android build $BITRISE_BUILD_NUMBER is ready\"}' %s", ch, hook), "yaml",
		fmt.Sprintf("%s: can someone re-add the build bot to %s? webhook is %s", c.who, ch, hook), "chat")
	return hdkSec("slack-webhook", f, text, []string{hook}, ch)
}

func hdkCIDiscordHook() Sample {
	c := hdkNew()
	hook := hdkDiscordHook()
	text := fmt.Sprintf("      - name: Ping Discord\n        if: success()\n        run: |\n          curl -H \"Content-Type: application/json\" \\\n            -d '{\"content\": \"%s %s (build ${{ github.run_number }}) is on Play internal testing\"}' \\\n            %s", c.app, hdkVer(), hook)
	return hdkSec("discord-webhook", "yaml", text, []string{hook})
}

func hdkCITeams() Sample {
	c := hdkNew()
	hook := fmt.Sprintf("https://%s.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s", c.co, hdkUUID(), hdkUUID(), rnd(hexs, 32), hdkUUID())
	text := fmt.Sprintf("# azure-pipelines.yml (mobile)\n- task: PowerShell@2\n  displayName: Notify Teams\n  inputs:\n    targetType: inline\n    script: |\n      $body = @{ text = \"%s iOS build $(Build.BuildNumber) finished\" } | ConvertTo-Json\n      Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $body -Uri '%s'\n", c.app, hook)
	return hdkSec("teams-webhook", "yaml", text, []string{hook})
}

func hdkCIAWS() Sample {
	c := hdkNew()
	id := hdkP("AKIA", "AKIA", "ASIA") + rnd(upper+"234567", 16)
	sec := rnd(alnum+"/+", 40)
	bucket := c.slug + hdkP("-builds", "-artifacts", "-ipa-archive", "-devicefarm")
	text, f := hdkPT(
		fmt.Sprintf("export AWS_ACCESS_KEY_ID=%s\nexport AWS_SECRET_ACCESS_KEY=%s\naws s3 cp build/app-release.aab s3://%s/%s/ --region eu-north-1", id, sec, bucket, hdkVer()), "shell",
		fmt.Sprintf("[device-farm]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-west-2\n", id, sec), "ini",
		fmt.Sprintf("%s: the upload-to-S3 step needs creds, I made an IAM user scoped to %s only:\nkey id %s\nsecret %s", c.who, bucket, id, sec), "chat")
	return hdkSec("aws-access-key", f, text, []string{id, sec}, hdkIn(text, bucket, "[device-farm]")...)
}

func hdkCIMatchBasic() Sample {
	c := hdkNew()
	bot := hdkP("ci-bot", c.co+"-builder", "release-bot", "svc-ios")
	pat := hdkGhp()
	enc := hdkB64Enc(bot + ":" + pat)
	text := fmt.Sprintf("$ echo -n \"%s:%s\" | base64\n%s\n\n# then in Bitrise secrets:\nMATCH_GIT_BASIC_AUTHORIZATION=%s\n", bot, pat, enc, enc)
	return hdkSec("github-token", "shell", text, []string{pat, enc})
}

func hdkCINpmrc() Sample {
	c := hdkNew()
	npm := "npm_" + rnd(alnum, 36)
	gh := hdkGhp()
	text, f := hdkPT(
		fmt.Sprintf("# .npmrc (react native app)\n@%s:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=%s\n//registry.npmjs.org/:_authToken=%s\nlegacy-peer-deps=true\n", c.co, gh, npm), "npmrc",
		fmt.Sprintf("%s: yarn install fails on @%s/ui-kit, you need the read token. Put `//npm.pkg.github.com/:_authToken=%s` in ~/.npmrc", c.who, c.co, gh), "chat")
	return hdkSec("npm-token", f, text, hdkIn(text, gh, npm), "@"+c.co)
}

func hdkCIMavenRepo() Sample {
	c := hdkNew()
	user := hdkP("ci-reader", "android-ci", "gradle-bot", c.user)
	pw := hdkPw()
	if rng.IntN(3) == 0 {
		pw = "AKCp" + rnd(alnum, 69) // Artifactory API key
	}
	host := hdkP("artifactory.", "nexus.", "maven.", "repo.") + c.domain
	text, f := hdkPT(
		fmt.Sprintf(`dependencyResolutionManagement {
    repositories {
        google()
        mavenCentral()
        maven {
            url = uri("https://%s/repository/android-internal/")
            credentials {
                username = "%s"
                password = "%s"
            }
        }
    }
}
`, host, user, pw), "kotlin",
		fmt.Sprintf("# ~/.gradle/gradle.properties\ninternalRepoUrl=https://%s/libs-release\ninternalRepoUser=%s\ninternalRepoPassword=%s\n", host, user, pw), "properties")
	return hdkSec("maven-password", f, text, []string{pw}, host, user)
}

func hdkCIJenkins() Sample {
	c := hdkNew()
	kc := hdkPw()
	text := fmt.Sprintf(`pipeline {
  agent { label 'macos-xcode15' }
  stages {
    stage('Archive %s') {
      steps {
        withEnv(["KEYCHAIN_PASS=%s"]) {
          sh 'security unlock-keychain -p "$KEYCHAIN_PASS" ~/Library/Keychains/ci.keychain-db'
          sh 'fastlane ios release'
        }
      }
    }
  }
}
`, c.app, kc)
	return hdkSec("keychain-password", "groovy", text, []string{kc}, "macos-xcode15")
}

func hdkCIGitLab() Sample {
	c := hdkNew()
	kp := hdkPw()
	gl := "glpat-" + rnd(alnum+"-_", 20)
	text := fmt.Sprintf(`variables:
  ANDROID_COMPILE_SDK: "34"
  ANDROID_KEY_ALIAS: upload
  ANDROID_KEY_PASSWORD: "%s"
  RELEASE_TOKEN: %s   # TODO move to CI/CD settings

release_android:
  stage: deploy
  image: ghcr.io/cirruslabs/android-sdk:34
  script:
    - ./gradlew bundleRelease
    - 'curl --header "PRIVATE-TOKEN: $RELEASE_TOKEN" --upload-file app/build/outputs/bundle/release/app-release.aab "https://gitlab.%s/api/v4/projects/%d/packages/generic/%s/%s/app.aab"'
`, kp, gl, c.domain, hdkN(10, 999), c.slug, hdkVer())
	return hdkSec("gitlab-token", "yaml", text, []string{kp, gl}, "gitlab."+c.domain)
}

func hdkCIBrowserStack() Sample {
	c := hdkNew()
	user := c.user + "_" + rnd(alnum, 6)
	key := rnd(alnum, 20)
	text, f := hdkPT(
		fmt.Sprintf("curl -u \"%s:%s\" \\\n  -X POST \"https://api-cloud.browserstack.com/app-automate/upload\" \\\n  -F \"file=@build/%s.apk\"", user, key, c.slug), "shell",
		fmt.Sprintf("BROWSERSTACK_USERNAME=%s\nBROWSERSTACK_ACCESS_KEY=%s\nBROWSERSTACK_APP_ID=bs://%s\n", user, key, rnd(hexs, 40)), "env",
		fmt.Sprintf("%s: BrowserStack creds for the Appium suite → user %s, access key %s", c.who, user, key), "chat")
	return hdkSec("browserstack-key", f, text, []string{key}, user)
}

func hdkCISauce() Sample {
	c := hdkNew()
	user := "oauth-" + c.user + "-" + rnd(hexs, 5)
	key := hdkUUID()
	text, f := hdkPT(
		fmt.Sprintf("export SAUCE_USERNAME=%s\nexport SAUCE_ACCESS_KEY=%s\nnpx wdio run wdio.android.conf.ts", user, key), "shell",
		fmt.Sprintf("capabilities:\n  platformName: iOS\n  appium:deviceName: iPhone 15\n  sauce:options:\n    username: %s\n    accessKey: %s\n    build: %s-%s\n", user, key, c.slug, hdkBuild()), "yaml")
	return hdkSec("saucelabs-access-key", f, text, []string{key}, user)
}
