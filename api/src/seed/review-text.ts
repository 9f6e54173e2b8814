/** Reviewer names and review comments, matched to the star rating. {noun} is the product's noun in lower case. */
const FIRST = ['Aarav', 'Ananya', 'Priya', 'Rohan', 'Kavya', 'Arjun', 'Ishita', 'Vikram', 'Sneha', 'Rahul', 'Meera', 'Aditya', 'Pooja', 'Karthik', 'Nisha', 'Siddharth', 'Divya', 'Harsh', 'Lakshmi', 'Farhan', 'Neha', 'Gurpreet', 'Tanvi', 'Manoj', 'Shreya', 'Abhishek', 'Deepika', 'Yash', 'Anjali', 'Sameer', 'Ritu', 'Naveen', 'Zoya', 'Varun', 'Swati', 'Pranav', 'Aisha', 'Suresh', 'Madhuri', 'Kabir'];
const LAST = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Mehta', 'Singh', 'Kulkarni', 'Banerjee', 'Das', 'Menon', 'Joshi', 'Khan', 'Rao', 'Chatterjee', 'Pillai', 'Verma', 'Desai', 'Bhat', 'Agarwal', 'Fernandes', 'Mishra', 'Sinha', 'Kapoor', 'Shetty', 'Ghosh', 'Saxena'];

export function reviewerName(pick: <T>(items: readonly T[]) => T, initialOnly: boolean): string {
  const last = pick(LAST);
  return `${pick(FIRST)} ${initialOnly ? `${last[0]}.` : last}`;
}

export const COMMENTS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Absolutely love this {noun}. Worth every rupee.',
    'Excellent quality, exactly as described. Delivery was quick too.',
    'Bought it for my daughter and she uses it every day. Highly recommended!',
    'Third time buying this. Never disappoints.',
    'Premium feel and very well packed. Will order again.',
    'Superb! Far better than what I get at the local shop.',
    'Perfect for office use. My colleagues asked where I got it.',
    'Great gift, the packaging was lovely. Recipient was very happy.',
    'Smooth, sturdy and looks beautiful on my desk.',
    'Best {noun} I have used so far. Five stars without a doubt.',
  ],
  4: [
    'Very good {noun} for the price. Only wish it came in more colours.',
    'Good quality and works well. Packaging could be better.',
    'Nice product, does the job. Took a day longer to arrive than promised.',
    'Happy with the purchase. Slightly smaller than I expected.',
    'Solid build and good finish. Would buy again.',
    'Works nicely for college notes. Good value.',
    'Good {noun}, though the price has gone up since my last order.',
    'Really like it. Minus one star because the box was a bit dented.',
  ],
  3: [
    'Decent {noun}, nothing special. Okay for daily use.',
    'Average quality for the price. Does what it says.',
    'It is fine, but I expected a little better finishing.',
    'Works, but the colour is slightly different from the photo.',
    'Okay product. Delivery was quick, quality is average.',
    'Not bad, not great. Might try another brand next time.',
  ],
  2: [
    'Quality is below what I expected from this brand.',
    'Stopped working properly after a couple of weeks.',
    'The {noun} feels flimsy. Would not buy again at this price.',
    'Colour looked faded compared to the pictures.',
  ],
  1: [
    'Received a damaged piece. Very disappointed.',
    'Poor quality, not worth the money.',
    'Did not match the description at all. Returned it.',
  ],
};
