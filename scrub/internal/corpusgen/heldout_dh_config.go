package main

// heldout-dh: configuration files of localisation pipelines and agency tools, with secrets.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hdhConfigTpls() []func() Sample {
	return []func() Sample{
		func() Sample { // .env of a pre-translation pipeline
			dk, ck := hdhDeepL(), hdhCrowdin()
			pid := fmt.Sprint(hdhN(100000, 999999))
			t := fmt.Sprintf("# pretranslate service\nCROWDIN_PROJECT_ID=%s\nCROWDIN_PERSONAL_TOKEN=%s\nDEEPL_AUTH_KEY=%s\nTARGET_LANGS=de,fr,ja,pt-BR\nLOG_LEVEL=info\n", pid, ck, dk)
			return hdhS("mt-api-key", "env", t, hdhSec(ck, dk), "CROWDIN_PROJECT_ID="+pid)
		},
		func() Sample { // crowdin.yml
			tok, pid := hdhCrowdin(), fmt.Sprint(hdhN(100000, 999999))
			t := fmt.Sprintf("\"project_id\": \"%s\"\n\"api_token\": \"%s\"\n\"base_path\": \".\"\n\"base_url\": \"https://api.crowdin.com\"\n\"preserve_hierarchy\": true\n\nfiles:\n  - source: \"/locales/en/**/*.json\"\n    translation: \"/locales/%%two_letters_code%%/**/%%original_file_name%%\"\n", pid, tok)
			return hdhS("tms-api-token", "yaml", t, hdhSec(tok), pid)
		},
		func() Sample { // lokalise yaml
			tok := hdhLokalise()
			pid := hdhRnd(hdhDig, 10) + hdhRnd(hdhHexL, 12) + "." + hdhRnd(hdhDig, 8)
			t := fmt.Sprintf("lokalise:\n  project_id: %s\n  api_token: %s\n  format: json\n  original_filenames: true\n  directory_prefix: \"locales/%%LANG_ISO%%\"\n", pid, tok)
			return hdhS("tms-api-token", "yaml", t, hdhSec(tok), pid)
		},
		func() Sample { // transifexrc
			tok := hdhTransifex()
			t := fmt.Sprintf("[https://www.transifex.com]\nrest_hostname = https://rest.api.transifex.com\ntoken = %s\n", tok)
			return hdhS("tms-api-token", "ini", t, hdhSec(tok))
		},
		func() Sample { // .phrase.yml with inline token
			tok, pid := hdhPhrase(), hdhHex(32)
			t := fmt.Sprintf("phrase:\n  access_token: %s\n  project_id: %s\n  push:\n    sources:\n      - file: ./config/locales/en.yml\n        params:\n          locale_id: en\n  pull:\n    targets:\n      - file: ./config/locales/<locale_name>.yml\n", tok, pid)
			return hdhS("tms-api-token", "yaml", t, hdhSec(tok), pid)
		},
		func() Sample { // GitHub Actions with hard-coded token
			tok := hdhLokalise()
			t := fmt.Sprintf("name: pull-translations\non:\n  schedule:\n    - cron: \"0 5 * * 1-5\"\njobs:\n  pull:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: lokalise2 file download --format json --unzip-to ./locales\n        env:\n          LOKALISE_API_TOKEN: %s\n          LOKALISE_PROJECT_ID: ${{ vars.LOKALISE_PROJECT }}\n", tok)
			return hdhS("tms-api-token", "yaml", t, hdhSec(tok))
		},
		func() Sample { // Google service account JSON
			proj := hdhPick("mt-", "loc-", "translate-") + hdhWord() + "-" + hdhRnd(hdhDig, 6)
			email := hdhPick("mt-runner", "translate-bot", "glossary-sync") + "@" + proj + ".iam.gserviceaccount.com"
			kid := hdhHex(40)
			pk := strings.ReplaceAll(hdhPEM("PRIVATE KEY"), "\n", `\n`) + `\n`
			t := fmt.Sprintf("{\n  \"type\": \"service_account\",\n  \"project_id\": \"%s\",\n  \"private_key_id\": \"%s\",\n  \"private_key\": \"%s\",\n  \"client_email\": \"%s\",\n  \"client_id\": \"%s\",\n  \"auth_uri\": \"https://accounts.google.com/o/oauth2/auth\",\n  \"token_uri\": \"https://oauth2.googleapis.com/token\"\n}\n",
				proj, kid, pk, email, hdhRnd(hdhDig, 21))
			return hdhS("gcp-service-account", "json", t, hdhSec(kid, strings.TrimSuffix(pk, `\n`)), email, proj)
		},
		func() Sample { // TOML MT gateway
			az := hdhAzureKey()
			region := hdhPick("westeurope", "northeurope", "germanywestcentral", "francecentral")
			t := fmt.Sprintf("[server]\nport = 8088\n\n[engines.deepl]\nauth_key_env = \"DEEPL_AUTH_KEY\"\nformality = \"prefer_more\"\n\n[engines.azure]\nsubscription_key = \"%s\"\nregion = \"%s\"\ncategory = \"general\"\n", az, region)
			return hdhS("mt-api-key", "toml", t, hdhSec(az), region)
		},
		func() Sample { // FileZilla sitemanager.xml
			host, u, pw := hdhHost(hdhDomain()), "vendor_"+hdhRnd(hdhDig, 3), hdhPw()
			b := base64.StdEncoding.EncodeToString([]byte(pw))
			t := fmt.Sprintf("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<FileZilla3>\n  <Servers>\n    <Server>\n      <Host>%s</Host>\n      <Port>21</Port>\n      <Protocol>0</Protocol>\n      <User>%s</User>\n      <Pass encoding=\"base64\">%s</Pass>\n      <Name>%s deliveries</Name>\n    </Server>\n  </Servers>\n</FileZilla3>\n", host, u, b, hdhClient())
			return hdhS("ftp-password", "xml", t, hdhSec(b), host, u)
		},
		func() Sample { // docker-compose for the TMS
			pw := hdhMachinePw()
			t := fmt.Sprintf("services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: tms\n      POSTGRES_PASSWORD: \"%s\"\n  portal:\n    image: registry.%s/client-portal:%d.%d\n    environment:\n      DATABASE_HOST: db\n      DATABASE_PASSWORD_FILE: /run/secrets/db\n", pw, hdhDomain(), hdhN(1, 4), hdhN(0, 20))
			return hdhS("db-password", "yaml", t, hdhSec(pw))
		},
		func() Sample { // rclone.conf S3
			id, sec := hdhAWSID(), hdhAWSSecret()
			t := fmt.Sprintf("[client-handoff]\ntype = s3\nprovider = AWS\naccess_key_id = %s\nsecret_access_key = %s\nregion = eu-central-1\n\n[gdrive-team]\ntype = drive\nscope = drive\nteam_drive = %s\n", id, sec, "0A"+hdhRnd(hdhAlnum, 17))
			return hdhS("cloud-access-key", "ini", t, hdhSec(id, sec))
		},
		func() Sample { // Alibaba OSS for Chinese client
			id, sec := hdhAliID(), hdhAliSecret()
			bucket := hdhSlug(hdhClient(), "-") + "-zh-deliveries"
			t := fmt.Sprintf("# ossutil config for %s (zh-CN deliveries)\n[Credentials]\nlanguage=EN\nendpoint=oss-cn-shanghai.aliyuncs.com\naccessKeyID=%s\naccessKeySecret=%s\n# bucket: oss://%s\n", hdhClient(), id, sec, bucket)
			return hdhS("cloud-access-key", "ini", t, hdhSec(id, sec), bucket)
		},
		func() Sample { // Tencent COS
			id, sec := hdhTcID(), hdhTcSecret()
			t := fmt.Sprintf("cos:\n  base:\n    secretid: %s\n    secretkey: %s\n    protocol: https\n  buckets:\n    - name: loc-assets-%s\n      region: ap-guangzhou\n", id, sec, hdhRnd(hdhDig, 10))
			return hdhS("cloud-access-key", "yaml", t, hdhSec(id, sec))
		},
		func() Sample { // locize i18next config
			pid, key := hdhUUID(), hdhUUID()
			t := fmt.Sprintf("import Backend from 'i18next-locize-backend';\n\ni18next.use(Backend).init({\n  fallbackLng: 'en',\n  backend: {\n    projectId: '%s',\n    apiKey: '%s', // TODO remove before release, only needed for saveMissing\n    referenceLng: 'en',\n  },\n  saveMissing: true,\n});\n", pid, key)
			return hdhS("tms-api-key", "code", t, hdhSec(key), pid)
		},
		func() Sample { // Python deepl
			k := hdhDeepL()
			t := fmt.Sprintf("import deepl\n\ntranslator = deepl.Translator(\"%s\")\nglossary_id = \"%s\"\n\nfor seg in segments:\n    res = translator.translate_text(seg, source_lang=\"EN\", target_lang=\"%s\", glossary=glossary_id)\n    out.append(res.text)\n", k, hdhUUID(), hdhPick("DE", "FR", "JA", "PT-BR", "PL"))
			return hdhS("mt-api-key", "code", t, hdhSec(k))
		},
		func() Sample { // JS OpenAI post-editing
			k := hdhOpenAI()
			t := fmt.Sprintf("// quick LLM post-edit for %s batch\nimport OpenAI from \"openai\";\nconst openai = new OpenAI({ apiKey: \"%s\" });\n\nconst r = await openai.chat.completions.create({\n  model: \"gpt-4o\",\n  messages: [{ role: \"system\", content: \"You are a %s reviewer. Keep tags.\" }, { role: \"user\", content: seg }],\n});\n", hdhClient(), k, hdhPair())
			return hdhS("llm-api-key", "code", t, hdhSec(k))
		},
		func() Sample { // Python anthropic QA
			k := hdhAnthropic()
			t := fmt.Sprintf("# lqa_check.py – flags terminology errors before review\nimport anthropic\n\nclient = anthropic.Anthropic(api_key=\"%s\")\nTERMBASE = \"termbases/%s.tbx\"\n", k, hdhSlug(hdhClient(), "_"))
			return hdhS("llm-api-key", "code", t, hdhSec(k))
		},
		func() Sample { // Microsoft Graph app for SharePoint
			tid, cid, sec := hdhUUID(), hdhUUID(), hdhMSSecret()
			t := fmt.Sprintf("sharepoint:\n  site: https://%s.sharepoint.com/sites/Localisation\n  tenant_id: %s\n  client_id: %s\n  client_secret: %s\n  library: \"Client Deliveries\"\n", hdhSlug(hdhAgency(), ""), tid, cid, sec)
			return hdhS("oauth-client-secret", "yaml", t, hdhSec(sec), tid, cid)
		},
		func() Sample { // Google token.json
			cid := hdhRnd(hdhDig, 12) + "-" + hdhRnd(hdhLo+hdhDig, 32) + ".apps.googleusercontent.com"
			rt, cs := hdhRefresh(), hdhGOCSPX()
			t := fmt.Sprintf("{\n  \"client_id\": \"%s\",\n  \"client_secret\": \"%s\",\n  \"refresh_token\": \"%s\",\n  \"type\": \"authorized_user\"\n}\n", cid, cs, rt)
			return hdhS("oauth-refresh-token", "json", t, hdhSec(rt, cs), cid)
		},
		func() Sample { // SendGrid in portal env
			k := hdhSendGrid()
			t := fmt.Sprintf("# client-portal/.env.production\nAPP_URL=https://portal.%s\nMAIL_FROM=projects@%s\nSENDGRID_API_KEY=%s\nQUOTE_PDF_BUCKET=quotes-prod\n", hdhDomain(), hdhDomain(), k)
			return hdhS("email-api-key", "env", t, hdhSec(k))
		},
		func() Sample { // Stripe
			k, pk := hdhStripe(), "pk_live_51"+hdhRnd(hdhAlnum, 40)
			t := fmt.Sprintf("STRIPE_PUBLISHABLE_KEY=%s\nSTRIPE_SECRET_KEY=%s\nINVOICE_PREFIX=%s-\nCURRENCY=eur\n", pk, k, hdhRnd(hdhUp, 3))
			return hdhS("payment-api-key", "env", t, hdhSec(k), pk)
		},
		func() Sample { // Mailgun ini
			k := hdhMailgun()
			t := fmt.Sprintf("[mail]\nprovider = mailgun\ndomain = mg.%s\napi_key = %s\nfrom = \"%s Jobs <jobs@%s>\"\n", hdhDomain(), k, hdhAgency(), hdhDomain())
			return hdhS("email-api-key", "ini", t, hdhSec(k))
		},
		func() Sample { // Fernet key for portal encryption
			k := hdhFernet()
			t := fmt.Sprintf("# settings_local.py\nDEBUG = False\nALLOWED_HOSTS = [\"portal.%s\"]\n# encrypts uploaded source files at rest\nFILE_ENCRYPTION_KEY = \"%s\"\n", hdhDomain(), k)
			return hdhS("encryption-key", "code", t, hdhSec(k))
		},
		func() Sample { // Kubernetes secret
			pw := hdhMachinePw()
			b := base64.StdEncoding.EncodeToString([]byte(pw))
			t := fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: memoq-ws\n  namespace: localisation\ntype: Opaque\ndata:\n  username: %s\n  password: %s\n", base64.StdEncoding.EncodeToString([]byte("svc_memoq")), b)
			return hdhS("service-password", "yaml", t, hdhSec(b))
		},
		func() Sample { // memoQ WS API key in appsettings.json
			k := hdhRnd(hdhAlnum, hdhN(30, 44))
			host := "memoq." + hdhDomain()
			t := fmt.Sprintf("{\n  \"MemoQ\": {\n    \"ServerUrl\": \"https://%s:8081/memoqservices\",\n    \"ApiKey\": \"%s\",\n    \"DefaultTemplate\": \"%s standard\"\n  },\n  \"Logging\": { \"LogLevel\": { \"Default\": \"Warning\" } }\n}\n", host, k, hdhClient())
			return hdhS("cat-api-key", "json", t, hdhSec(k), host)
		},
		func() Sample { // Yandex for RU
			k := hdhYandex()
			fid := "b1g" + hdhRnd(hdhLo+hdhDig, 17)
			t := fmt.Sprintf("YANDEX_FOLDER_ID=%s\nYANDEX_API_KEY=%s\n# used only for ru/uk/kk pretranslation\n", fid, k)
			return hdhS("mt-api-key", "env", t, hdhSec(k), fid)
		},
		func() Sample { // Contentful CMA token
			k := hdhContentful()
			space := hdhRnd(hdhLo+hdhDig, 12)
			t := fmt.Sprintf("contentful:\n  space_id: %s\n  environment: master\n  management_token: %s\n  locales: [en-US, de-DE, fr-FR, it-IT]\n", space, k)
			return hdhS("cms-api-token", "yaml", t, hdhSec(k), space)
		},
	}
}
