package main

import "encoding/base64"

// The four shared shapes, in an ML setting: Discord bot tokens, "login is user / pw", keys split
// over two lines, and a service account's private_key_id quoted in prose. With their traps.

func hccDiscordToken() string {
	id := hccSnowflake()
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hccSAEmail() string {
	return pick([]string{"vertex-trainer", "gemini-batch", "rag-indexer", "eval-runner", "bq-export"}) + "@" + hccGCPProj() + ".iam.gserviceaccount.com"
}

var hccShapeTpls = []hccTpl{
	// Discord bot tokens
	{"discord-bot-token", "env", 3, `# llm-helper discord bot
DISCORD_TOKEN=«S:discord»
DISCORD_GUILD_ID=«K:snow»
OPENAI_MODEL=gpt-4o-mini
‹MAX_HISTORY=20|RATE_LIMIT_PER_USER=10/min›`},
	{"discord-bot-token", "python", 2, `intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

@bot.command()
async def ask(ctx, *, q: str):
    r = claude.messages.create(model="claude-3-5-haiku-20241022", max_tokens=400, messages=[{"role": "user", "content": q}])
    await ctx.reply(r.content[0].text[:1900])

bot.run("«S:discord»")`},
	{"discord-bot-token", "chat", 2, `«K:handle:u»: token for the ‹eval-bot|llm-helper|paper-digest› discord bot: «S:discord»
«R:u»: ‹it only has send-messages perms on our server|pls keep it out of the repo|reset it if it ever shows up in a log›`},
	{"discord-bot-token", "yaml", 2, `discord:
  token: «S:discord»
  channel_id: «K:snow»
  notify_on: [run_finished, eval_regression]
llm:
  provider: ‹anthropic|openai|groq›`},
	{"discord-bot-token", "javascript", 1, `const { Client, GatewayIntentBits } = require("discord.js");
const client = new Client({ intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages] });
client.once("ready", () => console.log("summariser bot online"));
client.login("«S:discord»");`},
	{"trap-discord-id", "markdown", 2, `## Discord bot (paper-digest)
- Application ID: «P:snow»
- Public Key: «P:sha256»
- Guild: «P:snow», channel #papers «P:snow»
- Token: in 1Password ("Discord / paper-digest"), never in the repo`},
	{"trap-discord-id", "python", 2, `import os
bot.run(os.environ["DISCORD_TOKEN"])  # token from the dev portal → Bot → Reset Token
# invite URL: https://discord.com/oauth2/authorize?client_id=«P:snow»&scope=bot&permissions=‹2048|274877910016›`},
	{"trap-discord-id", "log", 2, `«P:ts» INFO discord.client logging in using static token
«P:ts» INFO discord.gateway Shard ID None has connected to Gateway (Session ID: «P:trace»).
«P:ts» INFO bot ready as ‹eval-bot|llm-helper›#‹0421|7788› (id=«P:snow»), guilds=‹1|3›`},

	// login is user / password
	{"login-password", "chat", 3, `«K:handle:u»: the login for «P:tool» is «K:loginuser» / «S:pw»
«R:u»: ‹url is|it's at|running on› http://«K:host»:‹8080|6900|5000|3000›`},
	{"login-password", "chat", 2, `«K:handle»: ‹spun up|redeployed› «P:tool» for the annotators, login is «K:loginuser» / «S:pw», please change it after first login`},
	{"login-password", "yaml", 3, `# shared ML tools (staging)
label_studio:
  url: http://«K:host»:8080
  login: «K:loginuser» / «S:pw»
mlflow:
  url: https://mlflow.«K:domain»
  auth: sso`},
	{"login-password", "yaml", 2, `- name: ‹argilla|open-webui|grafana›
  url: http://«K:ip»:‹6900|3000|8081›
  notes: login is «K:loginuser» / «S:pw» (‹temporary|until SSO is wired up|annotators only›)`},
	{"trap-login-ref", "chat", 2, `«P:handle»: the login for «P:tool» is ‹admin / the usual one|admin / ask «P:person»|owner / see 1Password "ML tools"|your SSO account, no separate password›`},
	{"trap-login-ref", "yaml", 2, `grafana:
  url: http://«P:host»:3000
  login: ‹admin / <from vault: secret/ml/grafana>|admin / ${GRAFANA_ADMIN_PASSWORD}|admin / changeme  # change on first boot›`},
	{"trap-login-ref", "chat", 1, `«P:handle»: login is «P:email» / whatever you set in the invite mail. I can't see passwords, only reset them`},

	// key split over two lines
	{"split-key", "chat", 2, `«K:handle:u»: slack keeps wrapping it, here's the Anthropic key in two pieces:
«H:ant:nl»
«R:u»: just glue them together, no space`},
	{"split-key", "python", 3, `# TODO: move to env before merging!!
OPENAI_API_KEY = (
    "«H:oai:py»"
)
client = OpenAI(api_key=OPENAI_API_KEY)`},
	{"split-key", "shell", 2, `$ export HF_TOKEN=«H:hf:bs»
$ huggingface-cli upload «K:hfrepo» ./out --repo-type model`},
	{"split-key", "mail", 2, `> Could you send me the Groq key for the latency test?

Sure, here it is (the mail client wraps long lines):
«H:groq:nl»

«K:person»`},
	{"split-key", "log", 1, `«P:ts» DEBUG settings dump (width=80):
  WANDB_API_KEY = «H:wandb:ind»
  WANDB_PROJECT = «K:proj»`},
	{"trap-split-value", "log", 2, `Verifying checkpoint «P:cfg»-step-«P:step».safetensors
  expected sha256: «P:sha256»
                   (matches manifest entry «P:uuid»)`},
	{"trap-split-value", "chat", 2, `«P:handle»: the run is here, sorry slack wrapped the link
https://wandb.ai/«P:entity»/«P:proj»/runs/
«P:runid»?nw=nwuser«P:handle»`},
	{"trap-split-value", "mail", 1, `The key you pasted was already masked (sk-proj-****
****«P:last4»), so I can't tell which one it is. Can you check the name in the console instead?`},

	// private_key_id in prose
	{"gcp-sa-key-id", "chat", 3, `«K:handle»: ‹the SA key that leaked|the key in the public notebook|the json in the screenshot› has private_key_id «S:pkid», it belongs to «K:saemail». disabling it now`},
	{"gcp-sa-key-id", "ticket", 2, `«P:ticket»: delete leaked Vertex AI key
Please delete the key with private_key_id ‹"«S:pkid»"|«S:pkid»› on service account «K:saemail» and issue a new one for the ‹batch prediction|embedding refresh|eval› job.`},
	{"gcp-sa-key-id", "memory", 2, `Vertex AI access: service account «K:saemail», key (private_key_id «S:pkid») stored at ~/keys/vertex.json on «K:host».`},
	{"gcp-sa-key-id", "mail", 2, `Hi «K:person»,

the key file for the Gemini batch job is on the shared drive. For the record its private_key_id is «S:pkid» (project «K:gcpproj»). Please don't forward the JSON.`},
	{"gcp-sa-key-id", "chat", 1, `«K:handle»: der private_key_id vom geleakten Key ist «S:pkid» – bitte in der Console für «K:saemail» löschen`},
	{"trap-sa-prose", "chat", 2, `«P:handle»: the private_key_id is ‹redacted|cut off|masked› in what you pasted, so I can't tell which key it is. ‹can you run gcloud iam service-accounts keys list?|which project?›`},
	{"trap-sa-prose", "chat", 2, `«P:handle»: removed the SA json from the repo in commit «P:sha» and rotated the key in the console. client_id of the account is «P:clientid» if you need it for the allowlist`},
	{"trap-sa-prose", "ticket", 1, `«P:ticket»: two user-managed keys on «P:saemail», the older one (created «P:date», key id ending …«P:hex4») is unused → delete it. No key material in this ticket please.`},
}

func hccShapes() []Sample {
	var out []Sample
	for _, t := range hccShapeTpls {
		for i := 0; i < t.n; i++ {
			out = append(out, hccExpand(t))
		}
	}
	return out
}
